import "server-only";
import { AuthRetryableFetchError } from "@supabase/supabase-js";

export interface FailFastFetch {
  fetch: typeof fetch;
  /** Rejects (with a retryable auth error) when the first call fails or answers 5xx. */
  failed: Promise<never>;
}

/**
 * The auth client's fetch for one server-side request. supabase-js retries a refresh that the auth
 * service cannot answer with back-off for up to 30 s: a page or API call would wait that long in an
 * outage. Racing the call against `failed` answers at the first failure instead; the call left
 * behind is refused every later attempt, so a refresh can never complete (and rotate the session)
 * after the answer went out without its cookie.
 */
export function failFastFetch(inner: typeof fetch): FailFastFetch {
  let trip: (error: Error) => void = () => undefined;
  let tripped: Error | undefined;
  const failed = new Promise<never>((_, reject) => (trip = reject));
  failed.catch(() => undefined);
  const fail = (error: Error) => {
    tripped ??= error;
    trip(tripped);
    return tripped;
  };
  const guarded: typeof fetch = async (input, init) => {
    if (tripped) throw tripped;
    let response: Response;
    try {
      response = await inner(input, init);
    } catch (error) {
      throw fail(new AuthRetryableFetchError(error instanceof Error ? error.message : String(error), 0));
    }
    if (response.status >= 500)
      fail(new AuthRetryableFetchError(`The auth service answered ${response.status}`, response.status));
    return response;
  };
  return { fetch: guarded, failed };
}
