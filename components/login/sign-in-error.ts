import { ApiError } from "@/lib/client/api-error";

/** The description of the 'Error' toast after a failed password sign-in (SPEC §8). */
export function signInErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.detail ?? "Failed to sign in";
  if (error instanceof Error && error.message) return error.message;
  return "Authentication failed";
}
