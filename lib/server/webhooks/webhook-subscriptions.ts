import "server-only";
import { isNull, sql } from "drizzle-orm";
import type { Db } from "@/lib/server/platform/db/client";
import { webhookEndpoints } from "@/lib/server/platform/db/schema";
import { processState } from "@/lib/server/platform/process-state";

/**
 * How long an instance trusts what it read of the endpoints' events. This instance forgets at once
 * when an endpoint changes here; another instance's change is seen within this time (an event in
 * that window of a newly added endpoint may be missed, one of a paused endpoint is still written
 * and then waits for the endpoint, as every paused endpoint's do).
 */
export const SUBSCRIPTIONS_TTL_MS = 5_000;

interface KnownEvents {
  events: Promise<Set<string>>;
  until: number;
}

// Process-wide: the admin route's forget must reach what the hit writer (started at boot) reads, or a
// new endpoint misses events for up to the TTL.
const cache = processState("webhook subscriptions", (): { known?: KnownEvents } => ({}));

/**
 * The events some live endpoint asks for: the hit writer asks on every batch, so it is read at most
 * once per `SUBSCRIPTIONS_TTL_MS` and a batch no endpoint wants costs no statement
 * (docs/webhooks.md#delivery).
 */
export async function subscribedEvents(db: Db, now = Date.now()): Promise<Set<string>> {
  const known = cache.known;
  if (known && known.until > now) return known.events;
  const events = db
    .selectDistinct({ event: sql<string>`unnest(${webhookEndpoints.events})` })
    .from(webhookEndpoints)
    .where(isNull(webhookEndpoints.pausedAt))
    .then((rows) => new Set(rows.map((row) => row.event)));
  const read = { events, until: now + SUBSCRIPTIONS_TTL_MS };
  cache.known = read;
  // A failed read is not kept: the next batch reads again.
  events.catch(() => {
    if (cache.known === read) cache.known = undefined;
  });
  return events;
}

/** Called when an endpoint is added, changed, paused, resumed or deleted on this instance. */
export function forgetSubscriptions(): void {
  cache.known = undefined;
}
