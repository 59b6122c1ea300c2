/** The browser's local storage, or null where there is none or it is blocked (privacy settings). */
export function browserStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}
