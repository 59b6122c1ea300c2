import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/server/db/client";
import {
  clickEvents,
  dailyVisitors,
  linkDailyHits,
  shareDailyOpens,
  shareLinks,
  shareOpens,
  trackedLinks,
  visitorSalts,
} from "@/lib/server/db/schema";
import { randomToken } from "@/lib/server/auth/crypto";
import type { Hit, HitTarget, HitWriter } from "./hit-buffer";
import { utcDay } from "./visitor-key";

/** Where each kind of hit goes: its raw table, its roll-up and the counter of human hits. */
const TABLES = {
  link: {
    raw: clickEvents,
    rawTarget: clickEvents.linkId,
    rollup: linkDailyHits,
    rollupTarget: linkDailyHits.linkId,
    targets: trackedLinks,
    targetId: trackedLinks.id,
    counter: trackedLinks.clickCount,
    lastHuman: trackedLinks.lastHumanAt,
  },
  share: {
    raw: shareOpens,
    rawTarget: shareOpens.shareLinkId,
    rollup: shareDailyOpens,
    rollupTarget: shareDailyOpens.shareLinkId,
    targets: shareLinks,
    targetId: shareLinks.id,
    counter: shareLinks.viewCount,
    lastHuman: shareLinks.lastHumanAt,
  },
} as const;

const name = (column: { name: string }) => sql.identifier(column.name);

/**
 * Writes a batch in one transaction with three statements per kind of target, whatever its size,
 * each over a JSON parameter: the raw hits, the daily roll-up (with the day's new human visitors,
 * recorded in daily_visitors so each counts once), and the counters and last time of human hits.
 * Hits of targets deleted meanwhile are skipped rather than failing the batch.
 */
export function databaseHitWriter(db: Db): HitWriter {
  return async (hits) => {
    await db.transaction(async (tx) => {
      for (const target of ["link", "share"] as const) {
        const ofTarget = hits.filter((hit) => hit.target === target);
        if (!ofTarget.length) continue;
        for (const statement of hitStatements(target, ofTarget)) await tx.execute(statement);
      }
    });
  };
}

function hitStatements(target: HitTarget, hits: Hit[]): SQL[] {
  const t = TABLES[target];
  const rows = JSON.stringify(
    hits.map((hit) => ({
      target_id: hit.targetId,
      occurred_at: hit.occurredAt.toISOString(),
      referrer: hit.referrer,
      device: hit.device,
      hit_class: hit.hitClass,
      visitor: hit.visitor,
      open_id: hit.openId ?? null,
    })),
  );
  const tallies = new Map<string, { target_id: string; day: string; hit_class: string; hits: number }>();
  for (const hit of hits) {
    const day = utcDay(hit.occurredAt);
    const key = `${hit.targetId}|${day}|${hit.hitClass}`;
    const tally = tallies.get(key) ?? { target_id: hit.targetId, day, hit_class: hit.hitClass, hits: 0 };
    tally.hits++;
    tallies.set(key, tally);
  }
  const visitors = JSON.stringify(
    hits
      .filter((hit) => hit.hitClass === "human" && hit.visitor)
      .map((hit) => ({ target_id: hit.targetId, day: utcDay(hit.occurredAt), visitor: hit.visitor })),
  );
  const counts = new Map<string, { id: string; n: number; last: string }>();
  for (const hit of hits) {
    if (hit.hitClass !== "human") continue;
    const at = hit.occurredAt.toISOString();
    const count = counts.get(hit.targetId) ?? { id: hit.targetId, n: 0, last: at };
    count.n++;
    if (at > count.last) count.last = at;
    counts.set(hit.targetId, count);
  }
  const live = sql`exists (select 1 from ${t.targets} where ${t.targetId} = v.target_id)`;

  const statements = [
    sql`insert into ${t.raw} (${name(t.rawTarget)}, occurred_at, referrer, user_agent_class, hit_class, visitor${
      target === "share" ? sql`, open_id` : sql``
    })
      select v.target_id, v.occurred_at, v.referrer, v.device, v.hit_class, v.visitor${target === "share" ? sql`, v.open_id` : sql``}
      from json_to_recordset(${rows}::json) as v(target_id uuid, occurred_at timestamptz, referrer text, device text,
        hit_class text, visitor text, open_id uuid)
      where ${live}`,
    sql`with new_visitors as (
        insert into ${dailyVisitors} (target_id, day, visitor)
        select distinct v.target_id, v.day, v.visitor from json_to_recordset(${visitors}::json) as v(target_id uuid, day date, visitor text)
        on conflict do nothing
        returning target_id, day
      ), fresh as (select target_id, day, count(*) as n from new_visitors group by target_id, day)
      insert into ${t.rollup} (${name(t.rollupTarget)}, day, hit_class, hits, visitors)
      select v.target_id, v.day, v.hit_class, v.hits, case when v.hit_class = 'human' then coalesce(fresh.n, 0) else 0 end
      from json_to_recordset(${JSON.stringify([...tallies.values()])}::json) as v(target_id uuid, day date, hit_class text, hits bigint)
      left join fresh on fresh.target_id = v.target_id and fresh.day = v.day
      where ${live}
      on conflict (${name(t.rollupTarget)}, day, hit_class) do update
        set hits = ${t.rollup}.hits + excluded.hits, visitors = ${t.rollup}.visitors + excluded.visitors`,
  ];
  if (counts.size) {
    statements.push(sql`update ${t.targets}
      set ${name(t.counter)} = ${t.counter} + v.n, ${name(t.lastHuman)} = greatest(${t.lastHuman}, v.last)
      from json_to_recordset(${JSON.stringify([...counts.values()])}::json) as v(id uuid, n bigint, last timestamptz)
      where ${t.targetId} = v.id`);
  }
  return statements;
}

/**
 * The random salt of a UTC day's visitor keys, made by whichever process asks first. Salts and
 * visitor sets older than the day before are deleted on the way, so old keys cannot be recomputed.
 */
export async function loadDailySalt(db: Db, day: string): Promise<string> {
  await db.insert(visitorSalts).values({ day, salt: randomToken(32) }).onConflictDoNothing();
  const [row] = await db.select({ salt: visitorSalts.salt }).from(visitorSalts).where(sql`${visitorSalts.day} = ${day}`);
  await db.delete(visitorSalts).where(sql`${visitorSalts.day} < ${day}::date - 1`);
  await db.delete(dailyVisitors).where(sql`${dailyVisitors.day} < ${day}::date - 1`);
  if (!row) throw new Error(`No visitor salt for ${day}`);
  return row.salt;
}
