import "server-only";

/** An error as Supabase Auth (GoTrue) reports it, so supabase-js maps it to the right AuthError. */
export class GoTrueError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "GoTrueError";
  }
}

export const invalidCredentials = () => new GoTrueError(400, "invalid_credentials", "Invalid login credentials");
export const validationFailed = (message: string) => new GoTrueError(400, "validation_failed", message);
export const badJwt = (message = "Invalid or expired access token") => new GoTrueError(403, "bad_jwt", message);
export const noAuthorization = () =>
  new GoTrueError(401, "no_authorization", "This endpoint requires a bearer token in the Authorization header");
export const rateLimited = (code: string, message: string, retryAfterSeconds: number) =>
  new GoTrueError(429, code, message, { "Retry-After": String(retryAfterSeconds) });
export const userBanned = () => new GoTrueError(400, "user_banned", "User is banned");
