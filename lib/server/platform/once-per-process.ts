import "server-only";

const started = globalThis as typeof globalThis & { __portalOnce?: Map<string, Promise<unknown>> };

/**
 * `start()` once per process, shared by every caller: kept on globalThis, since Next may load a
 * module more than once (the request gate and the routes). A failed start is retried by the next call.
 */
export function oncePerProcess<T>(key: string, start: () => Promise<T>): Promise<T> {
  const all = (started.__portalOnce ??= new Map());
  let promise = all.get(key) as Promise<T> | undefined;
  if (!promise) {
    promise = start().catch((error: unknown) => {
      all.delete(key);
      throw error;
    });
    all.set(key, promise);
  }
  return promise;
}
