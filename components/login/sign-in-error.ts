import { ApiError } from "@/lib/client/data/api-error";

/** Why a sign-in failed, as the form shows it: the sentence, and how long to wait when throttled. */
export interface SignInFailure {
  message: string;
  /** How long the user must wait before trying again, for a rate limit. */
  retryAfterSeconds?: number;
}

/** A rate limit's wait: the API's Retry-After, or the seconds the auth service's message names. */
function retryAfterSeconds(error: unknown): number | undefined {
  if (error instanceof ApiError) return error.status === 429 ? error.retryAfterSeconds : undefined;
  // The auth client's AuthApiError (told by shape: its module is not on the login page's first load).
  if (error instanceof Error && (error as Error & { status?: number }).status === 429) {
    const seconds = Number(/(\d+) seconds?/.exec(error.message)?.[1]);
    return seconds > 0 ? seconds : undefined;
  }
  return undefined;
}

/** The failure of a password sign-in or a magic-link request, with `fallback` when it says nothing. */
export function signInFailure(error: unknown, fallback: string): SignInFailure {
  const seconds = retryAfterSeconds(error);
  const message =
    error instanceof ApiError
      ? (error.detail ?? fallback)
      : error instanceof Error && error.message
        ? error.message
        : fallback;
  return seconds ? { message, retryAfterSeconds: seconds } : { message };
}
