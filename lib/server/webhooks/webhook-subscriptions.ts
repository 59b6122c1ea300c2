import "server-only";
import { isNull, sql } from "drizzle-orm";
import type { Db } from "@/lib/server/platform/db/client";
import { webhookEndpoints } from "@/lib/server/platform/db/schema";

/**
 * How long an instance trusts what it read of the endpoints' events. This instance forgets at once
 * when an endpoint changes here; another instance's change is seen within this time (an event in
 * that window of a newly added endpoint may be missed, one of a paused endpoint is still written
 * and then waits for the endpoint, as every paused endpoint's do).
 */
export const SUBSCRIPTIONS_TTL_MS = 5_000;

let known: { events: Promise<Set<string>>; until: number } | undefined;

/**
 * The events some live endpoint asks for: the hit writer asks on every batch, so it is read at most
 * once per `SUBSCRIPTIONS_TTL_MS` and a batch no endpoint wants costs no statement
 * (docs/webhooks.md#delivery).
 */
export async function subscribedEvents(db: Db, now = Date.now()): Promise<Set<string>> {
  if (!known || known.until <= now) {
    const events = db
      .selectDistinct({ event: sql<string>`unnest(${webhookEndpoints.events})` })
      .from(webhookEndpoints)
      .where(isNull(webhookEndpoints.pausedAt))
      .then((rows) => new Set(rows.map((row) => row.event)));
    known = { events, until: now + SUBSCRIPTIONS_TTL_MS };
    // A failed read is not kept: the next batch reads again.
    events.catch(() => {
      known = undefined;
    });
  }
  return known.events;
}

/** Called when an endpoint is added, changed, paused, resumed or deleted on this instance. */
export function forgetSubscriptions(): void {
  known = undefined;
}
