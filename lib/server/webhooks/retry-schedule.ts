/**
 * The Standard Webhooks retry schedule (docs/webhooks.md#delivery): after the first failed attempt,
 * the next is 5 seconds later, then 5 minutes, 30 minutes, 2, 5, 10 and 10 hours; after the eighth
 * failed attempt nothing more is planned.
 */
export const RETRY_DELAYS_MS = [5, 300, 1_800, 7_200, 18_000, 36_000, 36_000].map((seconds) => seconds * 1000);

/** When to try again after `attempts` failed attempts, or null when the schedule is spent. */
export function nextAttemptAt(attempts: number, now: Date): Date | null {
  const delay = RETRY_DELAYS_MS[attempts - 1];
  return delay === undefined ? null : new Date(now.getTime() + delay);
}

/** An endpoint failing this long without a success is paused, and its admin told. */
export const FAILING_PAUSE_MS = 5 * 24 * 60 * 60 * 1000;
