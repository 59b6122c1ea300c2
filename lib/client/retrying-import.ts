/**
 * A dynamic import made once and shared by every caller, and made again after a failure: a chunk
 * that did not arrive (the network dropped) is asked for by the next call instead of failing for good.
 */
export function retryingImport<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
