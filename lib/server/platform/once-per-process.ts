import "server-only";
import { processState } from "@/lib/server/platform/process-state";

/**
 * `start()` once per process, shared by every caller (the request gate and the routes are separate
 * bundles). A failed start is retried by the next call.
 */
export function oncePerProcess<T>(key: string, start: () => Promise<T>): Promise<T> {
  const all = processState("started", () => new Map<string, Promise<unknown>>());
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
