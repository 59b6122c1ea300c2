"use client";

import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "@/lib/client/data/api-error";
import { getQueryFn } from "@/lib/client/data/fetcher";

const FIVE_MINUTES = 5 * 60 * 1000;

/** The back-off of docs/rules.md#data-cache: 1 s doubling, at most 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

/**
 * A 4xx answer says the request itself is wrong (401 and 403 above all): sending it again
 * changes nothing. Time-outs (408) and rate limits (429) pass, as do 5xx and network failures.
 */
function isFinal(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 408 &&
    error.status !== 429
  );
}

function retryUpTo(max: number) {
  return (failureCount: number, error: unknown) => !isFinal(error) && failureCount < max;
}

/** The data-cache defaults of docs/rules.md#data-cache. */
export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        staleTime: FIVE_MINUTES,
        gcTime: FIVE_MINUTES,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: retryUpTo(2),
        retryDelay,
      },
      mutations: {
        retry: retryUpTo(1),
        retryDelay,
      },
    },
  });
}
