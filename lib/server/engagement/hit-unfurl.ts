import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/server/platform/db/client";
import { clickDailyTotals, dailyVisitors } from "@/lib/server/platform/db/schema";
import type { FirstHumanHit, Hit } from "./hit-buffer";
import { name, RAW_HITS, TABLES } from "./hit-tables";
import { jsonRows } from "@/lib/server/platform/db/json-rows";
import { inDay } from "./batch-sql";

/** The targets with daily roll-ups; room visits are reclassified by lib/server/engagement/room-visit-writes.ts. */
type RolledUpTarget = keyof typeof TABLES;

/** A share open's engagement, which only human opens take (engagement-store.ts). */
const ENGAGEMENT = ["timed_opens", "seconds", "played_opens", "percent_played"] as const;
/** A roll-up row's difference, as JSON columns. */
const MOVE_COLUMNS = ["target_id uuid, day date, hit_class text, hits bigint, visitors bigint"]
  .concat(ENGAGEMENT.map((column) => `${column} bigint`))
  .join(", ");

interface Unfurled {
  id: string;
  targetId: string;
  day: string;
  visitor: string;
  occurredAt: string;
  seconds: number | null;
  percent: number | null;
}

/**
 * Turns written human GETs into the unfurler hits a later HEAD showed them to be, exactly as if
 * they had been written so: the raw row (engagement dropped: only human opens take it), the day's
 * roll-ups (a human hit less, an unfurler hit more; the visitor un-counted when no other human hit
 * of theirs that day remains; a human row left with no hit deleted, so the next person is a first
 * again), the links' totals, and the target's counter and last human time. GETs already gone (a
 * deleted target) or no longer human are skipped.
 */
export async function unfurlWrittenGets(tx: Db, target: RolledUpTarget, gets: Hit[]): Promise<void> {
  const t = TABLES[target];
  const share = target === "share";
  const keys = gets.map((get) => ({
    target_id: get.targetId,
    occurred_at: get.occurredAt.toISOString(),
    visitor: get.visitor,
    open_id: get.openId ?? null,
  }));
  const found = tx.$with("found", {
    id: sql<string>`id`.as("id"),
    targetId: sql<string>`target_id`.as("target_id"),
    day: sql<string>`day`.as("day"),
    visitor: sql<string>`visitor`.as("visitor"),
    occurredAt: sql<string>`occurred_at`.as("occurred_at"),
    seconds: sql<number | null>`seconds`.as("seconds"),
    percent: sql<number | null>`percent`.as("percent"),
  }).as(sql`
    select r.id::text as id, r.${name(t.rawTarget)} as target_id, r.visitor,
      to_char(r.occurred_at at time zone 'UTC', 'YYYY-MM-DD') as day, r.occurred_at::text as occurred_at,
      ${share ? sql`r.seconds, r.furthest_percent::int as percent` : sql`null::int as seconds, null::int as percent`}
    from ${t.raw} r
    where r.id in (select (select max(x.id) from ${t.raw} x
        where x.${name(t.rawTarget)} = v.target_id and x.occurred_at = v.occurred_at and x.visitor = v.visitor
          and x.hit_class = 'human'${share ? sql` and x.open_id is not distinct from v.open_id` : sql``})
      from ${jsonRows(keys, "target_id uuid, occurred_at timestamptz, visitor text, open_id uuid")})
    order by r.id
    for update of r`);
  const rows: Unfurled[] = await tx.with(found).select().from(found);
  if (!rows.length) return;

  const ids = JSON.stringify(rows.map((row) => row.id));
  const noEngagement = share ? sql`, seconds = null, furthest_percent = null` : sql``;
  await tx.execute(sql`update ${t.raw}
    set hit_class = 'unfurler', reason = 'unfurler_get_then_head'${noEngagement}
    where id in (select value::bigint from json_array_elements_text(${ids}::json))`);
  const uncounted = await uncountVisitors(tx, target, rows);
  await moveRollups(tx, target, rows, uncounted);
  if (target === "link") await moveTotals(tx, rows);

  const byTarget = new Map<string, { id: string; n: number; last: string }>();
  for (const row of rows) {
    const count = byTarget.get(row.targetId) ?? { id: row.targetId, n: 0, last: row.occurredAt };
    count.n++;
    if (new Date(row.occurredAt) > new Date(count.last)) count.last = row.occurredAt;
    byTarget.set(row.targetId, count);
  }
  await tx.execute(sql`update ${t.targets}
    set ${name(t.counter)} = ${t.counter} - v.n,
      ${name(t.lastHuman)} = case when ${t.lastHuman} <= v.last
        then (select max(r.occurred_at) from ${t.raw} r
          where r.${name(t.rawTarget)} = ${t.targetId} and r.hit_class = 'human')
        else ${t.lastHuman} end
    from ${jsonRows([...byTarget.values()], "id uuid, n bigint, last timestamptz")}
    where ${t.targetId} = v.id`);
}

/** Deletes the visitors left with no human hit on the target that day; returns "target|day" per visitor. */
async function uncountVisitors(tx: Db, target: RolledUpTarget, rows: Unfurled[]): Promise<string[]> {
  const t = TABLES[target];
  const visits = rows.map((row) => ({ target_id: row.targetId, day: row.day, visitor: row.visitor }));
  const gone = tx.$with("gone", {
    targetId: sql<string>`target_id`.as("target_id"),
    day: sql<string>`day`.as("day"),
  }).as(sql`
    delete from ${dailyVisitors} d using ${jsonRows(visits, "target_id uuid, day date, visitor text")}
    where d.target_id = v.target_id and d.day = v.day and d.visitor = v.visitor
      and not exists (select 1 from ${t.raw} r
        where r.${name(t.rawTarget)} = v.target_id and r.visitor = v.visitor and r.hit_class = 'human'
          and ${inDay(sql`r.occurred_at`, sql`v.day`)})
    returning d.target_id, d.day::text as day`);
  const deleted = await tx.with(gone).select().from(gone);
  return deleted.map((row) => `${row.targetId}|${row.day}`);
}

/** The roll-up rows' differences, in key order so that concurrent writers lock them in one order. */
async function moveRollups(tx: Db, target: RolledUpTarget, rows: Unfurled[], uncounted: string[]): Promise<void> {
  const t = TABLES[target];
  const moves = new Map<string, Record<string, string | number>>();
  const move = (targetId: string, day: string, hitClass: string) => {
    const key = `${targetId}|${day}|${hitClass}`;
    const row = moves.get(key) ?? { target_id: targetId, day, hit_class: hitClass, hits: 0, visitors: 0 };
    for (const column of ENGAGEMENT) row[column] ??= 0;
    moves.set(key, row);
    return row as Record<string, number>;
  };
  for (const row of rows) {
    const human = move(row.targetId, row.day, "human");
    human.hits!--;
    if (row.seconds !== null) {
      human.timed_opens!--;
      human.seconds! -= row.seconds;
    }
    if (row.percent !== null) {
      human.played_opens!--;
      human.percent_played! -= row.percent;
    }
    move(row.targetId, row.day, "unfurler").hits!++;
  }
  for (const key of uncounted) move(...(key.split("|") as [string, string]), "human").visitors!--;
  const ordered = [...moves.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, row]) => row);
  const isShare = target === "share";
  const engagement = isShare ? sql.raw(`, ${ENGAGEMENT.join(", ")}`) : sql``;
  const engagementSums = isShare
    ? sql.raw(ENGAGEMENT.map((column) => `, ${column} = share_daily_opens.${column} + excluded.${column}`).join(""))
    : sql``;
  await tx.execute(sql`
    insert into ${t.rollup} (${name(t.rollupTarget)}, day, hit_class, hits, visitors${engagement})
    select v.target_id, v.day, v.hit_class, v.hits, v.visitors${engagement}
    from ${jsonRows(ordered, MOVE_COLUMNS)}
    order by v.target_id, v.day, v.hit_class
    on conflict (${name(t.rollupTarget)}, day, hit_class) do update
      set hits = ${t.rollup}.hits + excluded.hits,
        visitors = ${t.rollup}.visitors + excluded.visitors${engagementSums}`);
  await tx.execute(sql`delete from ${t.rollup} where hit_class = 'human' and hits = 0
    and (${name(t.rollupTarget)}, day) in
      (select v.target_id, v.day from ${jsonRows(ordered, "target_id uuid, day date")})`);
}

/** The links' totals over all links: the same moves per day. */
async function moveTotals(tx: Db, rows: Unfurled[]): Promise<void> {
  const perDay = new Map<string, number>();
  for (const row of rows) perDay.set(row.day, (perDay.get(row.day) ?? 0) + 1);
  const moves = [...perDay].sort().flatMap(([day, n]) => [
    { day, hit_class: "human", hits: -n },
    { day, hit_class: "unfurler", hits: n },
  ]);
  await tx.execute(sql`
    insert into ${clickDailyTotals} (day, hit_class, hits)
    select v.day, v.hit_class, v.hits from ${jsonRows(moves, "day date, hit_class text, hits bigint")}
    order by v.day, v.hit_class
    on conflict (day, hit_class) do update set hits = ${clickDailyTotals}.hits + excluded.hits`);
  await tx.execute(sql`delete from ${clickDailyTotals} where hit_class = 'human' and hits = 0
    and day in (select v.day from ${jsonRows(moves, "day date")})`);
}

/**
 * The settled first hits whose target still has, that day, a human hit written by the time the
 * first was (its unfurler window has passed, so its class is final).
 */
export async function stillHuman(tx: Db, firsts: FirstHumanHit[]): Promise<FirstHumanHit[]> {
  const human: FirstHumanHit[] = [];
  for (const target of ["link", "share", "room"] as const) {
    const t = RAW_HITS[target];
    const ofTarget = firsts.filter((first) => first.target === target);
    if (!ofTarget.length) continue;
    const rows = ofTarget.map((first, i) => ({
      i,
      target_id: first.targetId,
      day: first.day,
      written_at: first.writtenAt,
    }));
    const kept = tx.$with("kept", { i: sql<number>`i`.as("i") }).as(sql`
      select v.i from ${jsonRows(rows, "i int, target_id uuid, day date, written_at timestamptz")}
      where exists (select 1 from ${t.raw} r
        where r.${name(t.rawTarget)} = v.target_id and r.hit_class = 'human' and r.occurred_at <= v.written_at
          and ${inDay(sql`r.occurred_at`, sql`v.day`)})`);
    for (const { i } of await tx.with(kept).select().from(kept)) human.push(ofTarget[Number(i)]!);
  }
  return human;
}
