import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "@/lib/server/db/client";
import { trackedLinks } from "@/lib/server/db/schema";
import type { ClickWriter } from "./click-buffer";
import type { CachedLink } from "./link-cache";

/** The live (active, not deleted) link behind a slug, with its target normalised for a Location header. */
export async function loadLiveLink(db: Db, slug: string): Promise<CachedLink | null> {
  const [row] = await db
    .select({ id: trackedLinks.id, originalUrl: trackedLinks.originalUrl })
    .from(trackedLinks)
    .where(and(eq(trackedLinks.slug, slug), eq(trackedLinks.isActive, true), isNull(trackedLinks.deletedAt)))
    .limit(1);
  if (!row) return null;
  try {
    return { id: row.id, location: new URL(row.originalUrl).href };
  } catch {
    return null;
  }
}

/**
 * Writes a batch in one transaction with two statements whatever its size: the increments as one
 * UPDATE ... FROM and the events as one INSERT ... SELECT, both over a JSON parameter. Events of
 * links deleted from the table meanwhile are skipped rather than failing the whole batch.
 */
export function databaseClickWriter(db: Db): ClickWriter {
  return async ({ counts, events }) => {
    const increments = JSON.stringify(Array.from(counts, ([id, n]) => ({ id, n })));
    const rows = JSON.stringify(
      events.map((e) => ({
        link_id: e.linkId,
        occurred_at: e.occurredAt.toISOString(),
        referrer: e.referrer,
        user_agent_class: e.userAgentClass,
        is_bot: e.isBot,
      })),
    );
    await db.transaction(async (tx) => {
      if (counts.size) {
        await tx.execute(sql`
          update tracked_links set click_count = tracked_links.click_count + v.n
          from json_to_recordset(${increments}::json) as v(id uuid, n bigint)
          where tracked_links.id = v.id`);
      }
      if (events.length) {
        await tx.execute(sql`
          insert into click_events (link_id, occurred_at, referrer, user_agent_class, is_bot)
          select v.link_id, v.occurred_at, v.referrer, v.user_agent_class, v.is_bot
          from json_to_recordset(${rows}::json)
            as v(link_id uuid, occurred_at timestamptz, referrer text, user_agent_class text, is_bot boolean)
          where exists (select 1 from tracked_links t where t.id = v.link_id)`);
      }
    });
  };
}
