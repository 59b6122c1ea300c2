import { ApiError } from "@/lib/client/data/api-error";
import { makeQueryClient, retryDelay } from "@/lib/client/data/query-client";

const defaults = makeQueryClient().getDefaultOptions();
type Retry = (failureCount: number, error: unknown) => boolean;
const queryRetry = defaults.queries?.retry as Retry;
const mutationRetry = defaults.mutations?.retry as Retry;

test("the data cache follows docs/rules.md#data-cache: fresh and kept 5 minutes, no refetch on focus", () => {
  expect(defaults.queries?.staleTime).toBe(5 * 60 * 1000);
  expect(defaults.queries?.gcTime).toBe(5 * 60 * 1000);
  expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
  expect(defaults.queries?.refetchInterval).toBe(false);
});

test("queries retry at most twice and mutations once", () => {
  const serverError = new ApiError(500, "boom", "Internal Server Error");
  expect([0, 1, 2].map((n) => queryRetry(n, serverError))).toEqual([true, true, false]);
  expect([0, 1].map((n) => mutationRetry(n, serverError))).toEqual([true, false]);
});

test("401, 403 and the other answers about the request itself are never retried", () => {
  for (const status of [400, 401, 403, 404, 409, 413]) {
    const error = new ApiError(status, "", "Denied");
    expect(queryRetry(0, error)).toBe(false);
    expect(mutationRetry(0, error)).toBe(false);
  }
});

test("time-outs, rate limits and network failures are retried", () => {
  for (const error of [
    new ApiError(408, "", "Request Timeout"),
    new ApiError(429, "", "Too Many Requests"),
    new TypeError("Failed to fetch"),
  ]) {
    expect(queryRetry(0, error)).toBe(true);
    expect(mutationRetry(0, error)).toBe(true);
  }
});

test("back-off starts at 1 s and doubles up to 30 s", () => {
  expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
});

test("an error reads '{status}: {body}', or the status text when the body is empty", () => {
  expect(new ApiError(404, '{"error":{"code":"not_found","message":"No such asset."}}', "Not Found").message).toBe(
    '404: {"error":{"code":"not_found","message":"No such asset."}}',
  );
  expect(new ApiError(502, "", "Bad Gateway").message).toBe("502: Bad Gateway");
  expect(new ApiError(400, '{"error":{"code":"x","message":"Name is required."}}', "").detail).toBe(
    "Name is required.",
  );
  expect(new ApiError(400, "plain text", "").detail).toBeUndefined();
});
