/**
 * A minimal in-memory localStorage on globalThis for tests of browser-storage modules;
 * `full` makes setItem throw like a storage over its quota. Returns the backing map.
 */
export function installStorage({ full = false } = {}): Map<string, string> {
  const items = new Map<string, string>();
  const storage: Pick<Storage, "getItem" | "setItem" | "removeItem"> = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      if (full) throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      items.set(key, value);
    },
    removeItem: (key) => void items.delete(key),
  };
  Object.defineProperty(globalThis, "localStorage", { value: storage, configurable: true });
  return items;
}

export function removeStorage(): void {
  Reflect.deleteProperty(globalThis, "localStorage");
}
