/** A non-OK response. The message is `"{status}: {body or statusText}"`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
    /** The server's Retry-After, in seconds, on a 429 or 503. */
    readonly retryAfterSeconds?: number,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = "ApiError";
  }

  /** The human sentence of a portal error body, if the body is one. */
  get detail(): string | undefined {
    try {
      const parsed: unknown = JSON.parse(this.body);
      if (parsed && typeof parsed === "object" && "error" in parsed) {
        const error = (parsed as { error: unknown }).error;
        if (typeof error === "string") return error;
        if (error && typeof error === "object" && "message" in error && typeof error.message === "string") {
          return error.message;
        }
      }
    } catch {
      // not JSON: no detail
    }
    return undefined;
  }
}
