/** The longest wait for the browser's first idle moment, for a page that stays busy. */
const IDLE_TIMEOUT_MS = 2000;
/** Where there is no requestIdleCallback (Safari): a short wait instead. */
const FALLBACK_DELAY_MS = 300;

let firstIdle: Promise<void> | undefined;

/**
 * Resolves at the browser's first idle moment after the page loaded, when React has hydrated it;
 * at once outside a browser and ever after. The page's first GET requests wait for it: an answer
 * that arrives while React is still hydrating updates its query's store, which React renders
 * synchronously, finishing the hydration of the whole page in that same long task instead of in
 * slices that leave the page responsive.
 */
export function afterHydration(): Promise<void> {
  firstIdle ??= new Promise<void>((resolve) => {
    if (typeof window === "undefined") resolve();
    else if (typeof window.requestIdleCallback === "function")
      window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    else window.setTimeout(resolve, FALLBACK_DELAY_MS);
  });
  return firstIdle;
}
