import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/server/platform/db/client";
import { clickDailyTotals, dailyVisitors, visitorSalts } from "@/lib/server/platform/db/schema";
import { randomToken } from "@/lib/server/auth/crypto";
import { unfurlRoomVisits, writeRoomVisits } from "@/lib/server/engagement/room-visit-writes";
import type { FirstHumanHit, Hit, HitWriter } from "./hit-buffer";
import { name, TABLES } from "./hit-tables";
import { stillHuman, unfurlWrittenGets } from "./hit-unfurl";
import { utcDay } from "./visitor-key";
import {
  enqueueHumanOpens,
  refollowForwarded,
  renumberPendingVisits,
  withdrawUnfurledOpens,
  type HumanOpen,
} from "@/lib/server/webhooks/engagement-webhooks";

/**
 * Called inside a write's transaction with the settled first human hits that are still human;
 * returns what to do once it commits (run in the background; it must not throw).
 */
export type FirstHitsHandler = (tx: Db, firsts: FirstHumanHit[]) => Promise<(() => Promise<void>) | undefined>;

/**
 * Writes a batch in one transaction with three statements per kind of target, whatever its size,
 * each over a JSON parameter: the raw hits, the daily roll-up (with the day's new human visitors,
 * recorded in daily_visitors so each counts once; for links also the totals over all links), and
 * the counters and last time of human hits. Then the follow-ups: written GETs found to be an
 * unfurler's are reclassified (hit-unfurl.ts), and the settled first hits still human go to
 * `onFirstHits`.
 * Hits of targets deleted meanwhile are skipped rather than failing the batch. The roll-up rows a
 * batch creates for human hits are a target's first human hit of that day: they are returned (only
 * when there is an `onFirstHits` to settle them with).
 */
export function databaseHitWriter(db: Db, onFirstHits?: FirstHitsHandler): HitWriter {
  return async (hits, followUps) => {
    const { firsts, afterCommit } = await db.transaction(async (tx) => {
      const written: Omit<FirstHumanHit, "writtenAt">[] = [];
      for (const target of ["link", "share"] as const) {
        const ofTarget = hits.filter((hit) => hit.target === target);
        if (ofTarget.length) written.push(...(await writeHits(tx, target, ofTarget)));
        const unfurled = followUps?.unfurled.filter((hit) => hit.target === target) ?? [];
        if (unfurled.length) await unfurlWrittenGets(tx, target, unfurled);
      }
      const roomHits = hits.filter((hit) => hit.target === "room");
      if (roomHits.length) written.push(...(await writeRoomVisits(tx, roomHits)));
      const unfurledRooms = followUps?.unfurled.filter((hit) => hit.target === "room") ?? [];
      const movedRooms = unfurledRooms.length ? await unfurlRoomVisits(tx, unfurledRooms) : [];
      await enqueueHumanOpens(tx, humanOpens(hits));
      const unfurledOpens = (followUps?.unfurled ?? []).flatMap((hit) => (hit.openId ? [hit.openId] : []));
      await withdrawUnfurledOpens(tx, unfurledOpens);
      await refollowForwarded(tx, movedRooms);
      await renumberPendingVisits(tx, [...new Set(unfurledRooms.map((hit) => hit.targetId))]);
      const human = followUps?.settled.length ? await stillHuman(tx, followUps.settled) : [];
      return { firsts: written, afterCommit: human.length && onFirstHits ? await onFirstHits(tx, human) : undefined };
    });
    // Not awaited: a slow mail server must not hold up the next write.
    void afterCommit?.().catch((error: unknown) => console.error("After a hit write:", error));
    const writtenAt = new Date();
    return onFirstHits ? firsts.map((first) => ({ ...first, writtenAt })) : [];
  };
}

/** The batch's people opening a share page or visiting a room, for the webhooks (docs/webhooks.md#events). */
function humanOpens(hits: Hit[]): HumanOpen[] {
  return hits.flatMap((hit) =>
    hit.hitClass === "human" && (hit.target === "share" || hit.target === "room")
      ? [
          {
            kind: hit.target,
            targetId: hit.targetId,
            openId: hit.openId ?? null,
            occurredAt: hit.occurredAt,
            deviceId: hit.deviceId ?? null,
            visitor: hit.visitor,
          },
        ]
      : [],
  );
}

function tallies(hits: Hit[]) {
  const byKey = new Map<string, { target_id: string; day: string; hit_class: string; hits: number }>();
  for (const hit of hits) {
    const day = utcDay(hit.occurredAt);
    const key = `${hit.targetId}|${day}|${hit.hitClass}`;
    const tally = byKey.get(key) ?? { target_id: hit.targetId, day, hit_class: hit.hitClass, hits: 0 };
    tally.hits++;
    byKey.set(key, tally);
  }
  return [...byKey.values()];
}

function humanCounts(hits: Hit[]) {
  const counts = new Map<string, { id: string; n: number; last: string }>();
  for (const hit of hits) {
    if (hit.hitClass !== "human") continue;
    const at = hit.occurredAt.toISOString();
    const count = counts.get(hit.targetId) ?? { id: hit.targetId, n: 0, last: at };
    count.n++;
    if (at > count.last) count.last = at;
    counts.set(hit.targetId, count);
  }
  return [...counts.values()];
}

async function writeHits(
  tx: Db,
  target: keyof typeof TABLES,
  hits: Hit[],
): Promise<Omit<FirstHumanHit, "writtenAt">[]> {
  const t = TABLES[target];
  const live = sql`exists (select 1 from ${t.targets} where ${t.targetId} = v.target_id)`;
  const rows = hits.map((hit) => ({
    target_id: hit.targetId,
    occurred_at: hit.occurredAt.toISOString(),
    referrer: hit.referrer,
    device: hit.device,
    hit_class: hit.hitClass,
    reason: hit.reason,
    visitor: hit.visitor,
    open_id: hit.openId ?? null,
  }));
  const openId =
    target === "share" ? { column: sql`, open_id`, value: sql`, v.open_id` } : { column: sql``, value: sql`` };
  await tx.execute(sql`
    insert into ${t.raw}
      (${name(t.rawTarget)}, occurred_at, referrer, user_agent_class, hit_class, reason, visitor${openId.column})
    select v.target_id, v.occurred_at, v.referrer, v.device, v.hit_class, v.reason, v.visitor${openId.value}
    from json_to_recordset(${JSON.stringify(rows)}::json) as v(target_id uuid, occurred_at timestamptz, referrer text,
      device text, hit_class text, reason text, visitor text, open_id uuid)
    where ${live}`);

  const visitors = hits
    .filter((hit) => hit.hitClass === "human" && hit.visitor)
    .map((hit) => ({ target_id: hit.targetId, day: utcDay(hit.occurredAt), visitor: hit.visitor }));
  const newVisitors = tx.$with("new_visitors", { targetId: sql<string>`target_id`.as("target_id") }).as(sql`
    insert into ${dailyVisitors} (target_id, day, visitor)
    select distinct v.target_id, v.day, v.visitor from json_to_recordset(${JSON.stringify(visitors)}::json)
      as v(target_id uuid, day date, visitor text)
    on conflict do nothing
    returning target_id, day`);
  // The tallies of the batch whose target still exists; rows in key order, so that concurrent
  // writers (several instances) take the roll-ups' row locks in the same order.
  const liveTallies = tx.$with("live_tallies", { day: sql<string>`day`.as("day") }).as(sql`
    select v.target_id, v.day, v.hit_class, v.hits
    from json_to_recordset(${JSON.stringify(tallies(hits))}::json)
      as v(target_id uuid, day date, hit_class text, hits bigint)
    where ${live}
    order by v.target_id, v.day, v.hit_class`);
  const rollup = tx.$with("rollup", {
    targetId: sql<string>`target_id`.as("target_id"),
    day: sql<string>`day`.as("day"),
    firstHuman: sql<boolean>`first_human`.as("first_human"),
  }).as(sql`
    insert into ${t.rollup} (${name(t.rollupTarget)}, day, hit_class, hits, visitors)
    select v.target_id, v.day, v.hit_class, v.hits,
      case when v.hit_class = 'human'
        then (select count(*) from new_visitors n where n.target_id = v.target_id and n.day = v.day) else 0 end
    from live_tallies v
    on conflict (${name(t.rollupTarget)}, day, hit_class) do update
      set hits = ${t.rollup}.hits + excluded.hits, visitors = ${t.rollup}.visitors + excluded.visitors
    returning ${name(t.rollupTarget)} as target_id, day::text as day,
      (hit_class = 'human' and xmax = 0) as first_human`);
  // Links also add to the totals over all links (what the admin's analytics read).
  const totals = tx.$with("totals", { day: sql<string>`day`.as("day") }).as(
    target === "link"
      ? sql`
        insert into ${clickDailyTotals} (day, hit_class, hits)
        select day, hit_class, sum(hits) from live_tallies group by day, hit_class order by day, hit_class
        on conflict (day, hit_class) do update set hits = ${clickDailyTotals}.hits + excluded.hits
        returning day`
      : sql`select null::date as day`,
  );
  const written = await tx.with(liveTallies, newVisitors, rollup, totals).select().from(rollup);

  const counts = humanCounts(hits);
  if (counts.length) {
    await tx.execute(sql`update ${t.targets}
      set ${name(t.counter)} = ${t.counter} + v.n, ${name(t.lastHuman)} = greatest(${t.lastHuman}, v.last)
      from json_to_recordset(${JSON.stringify(counts)}::json) as v(id uuid, n bigint, last timestamptz)
      where ${t.targetId} = v.id`);
  }
  return written.filter((row) => row.firstHuman).map(({ targetId, day }) => ({ target, targetId, day }));
}

/**
 * The random salt of a UTC day's visitor keys, made by whichever process asks first. Salts and
 * visitor sets older than the day before are deleted on the way, so old keys cannot be recomputed.
 */
export async function loadDailySalt(db: Db, day: string): Promise<string> {
  await db
    .insert(visitorSalts)
    .values({ day, salt: randomToken(32) })
    .onConflictDoNothing();
  const [row] = await db
    .select({ salt: visitorSalts.salt })
    .from(visitorSalts)
    .where(sql`${visitorSalts.day} = ${day}`);
  await db.delete(visitorSalts).where(sql`${visitorSalts.day} < ${day}::date - 1`);
  await db.delete(dailyVisitors).where(sql`${dailyVisitors.day} < ${day}::date - 1`);
  if (!row) throw new Error(`No visitor salt for ${day}`);
  return row.salt;
}
