"use client";

import { ApiError } from "@/lib/client/data/api-error";

/** Answers 200 once the portal's database answers again; 503 while it does not. */
export const HEALTH_PATH = "/api/health";
const DEFAULT_RETRY_SECONDS = 5;

type Listener = () => void;

let unavailable = false;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<Listener>();
const recoveryListeners = new Set<Listener>();

/**
 * Whether an error means "the portal cannot answer now, try again" rather than "this request is
 * wrong": the API's 503, or the auth client's retryable failure (checked by name, so this module
 * does not load the auth client).
 */
export function isOutageError(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 503;
  return error instanceof Error && error.name === "AuthRetryableFetchError";
}

function notify(): void {
  for (const listener of listeners) listener();
}

async function checkHealth(retrySeconds: number): Promise<void> {
  timer = undefined;
  const back = await fetch(HEALTH_PATH, { cache: "no-store", credentials: "omit" }).then(
    (response) => response.ok,
    () => false,
  );
  if (!back) {
    timer = setTimeout(() => void checkHealth(retrySeconds), retrySeconds * 1000);
    return;
  }
  unavailable = false;
  notify();
  for (const listener of recoveryListeners) listener();
}

/**
 * An outage was seen (a 503): the portal shows one calm notice and asks the health endpoint every
 * `retryAfterSeconds` (the server's Retry-After) until it answers, then tells the recovery listeners.
 * The session is kept throughout.
 */
export function reportOutage(retryAfterSeconds?: number): void {
  if (unavailable) return;
  unavailable = true;
  notify();
  const seconds = retryAfterSeconds && retryAfterSeconds > 0 ? retryAfterSeconds : DEFAULT_RETRY_SECONDS;
  timer ??= setTimeout(() => void checkHealth(seconds), seconds * 1000);
}

export function isUnavailable(): boolean {
  return unavailable;
}

/** For useSyncExternalStore: called whenever the portal becomes unavailable or available again. */
export function subscribeOutage(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called each time the portal answers again after an outage. */
export function onRecovered(listener: Listener): () => void {
  recoveryListeners.add(listener);
  return () => recoveryListeners.delete(listener);
}

/** Resolves at once when the portal is available, else when it answers again. */
export function whenAvailable(): Promise<void> {
  if (!unavailable) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = onRecovered(() => {
      stop();
      resolve();
    });
  });
}
