import { ApiError } from "@/lib/client/data/api-error";

/** What a toast says about a failed call: the server's sentence when it sent one, else the error's message. */
export function errorText(error: Error): string {
  return (error instanceof ApiError && error.detail) || error.message;
}
