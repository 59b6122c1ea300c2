import "server-only";
import { inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/server/platform/db/client";
import { roomAssetViews, rooms, roomVisits } from "@/lib/server/platform/db/schema";
import type { FirstHumanHit, Hit } from "@/lib/server/engagement/hit-buffer";
import { utcDay } from "@/lib/server/engagement/visitor-key";
import { jsonRows } from "@/lib/server/platform/db/json-rows";
import { inDay } from "@/lib/server/engagement/batch-sql";

/**
 * The first human visit's device, and the time of the first human visit from any other device
 * (the room was possibly forwarded), from the room's stored visits.
 */
const FIRST_DEVICE = sql`(select x.device from ${roomVisits} x
  where x.room_id = ${rooms.id} and x.hit_class = 'human' order by x.occurred_at, x.id limit 1)`;
const forwardedSince = (firstDevice: SQL) => sql`(select min(x.occurred_at) from ${roomVisits} x
  where x.room_id = ${rooms.id} and x.hit_class = 'human' and x.device is distinct from ${firstDevice})`;

/**
 * Writes a batch's room visits inside the hit writer's transaction: the raw visits (of rooms that
 * still exist), then each room's count of human visits, last human time, first device and, once,
 * the time it was possibly forwarded. Returns the rooms' first human visits of a UTC day (no human
 * visit of that room that day was written before), for the alerts.
 */
export async function writeRoomVisits(tx: Db, hits: Hit[]): Promise<Omit<FirstHumanHit, "writtenAt">[]> {
  const human = hits.filter((hit) => hit.hitClass === "human");
  const days = [...new Set(human.map((hit) => `${hit.targetId}|${utcDay(hit.occurredAt)}`))].map((key) => {
    const [room_id, day] = key.split("|");
    return { room_id, day };
  });
  const firstsOfDay = tx.$with("firsts", {
    roomId: sql<string>`room_id`.as("room_id"),
    day: sql<string>`day`.as("day"),
  }).as(sql`
    select v.room_id, v.day::text as day from ${jsonRows(days, "room_id uuid, day date")}
    where exists (select 1 from ${rooms} r where r.id = v.room_id)
      and not exists (select 1 from ${roomVisits} x where x.room_id = v.room_id and x.hit_class = 'human'
        and ${inDay(sql`x.occurred_at`, sql`v.day`)})`);
  const firsts = days.length ? await tx.with(firstsOfDay).select().from(firstsOfDay) : [];

  const rows = hits.map((hit) => ({
    room_id: hit.targetId,
    occurred_at: hit.occurredAt.toISOString(),
    referrer: hit.referrer,
    user_agent_class: hit.device,
    hit_class: hit.hitClass,
    reason: hit.reason,
    visitor: hit.visitor,
    device: hit.deviceId ?? null,
    visit_id: hit.openId ?? null,
  }));
  await tx.execute(sql`
    insert into ${roomVisits}
      (room_id, occurred_at, referrer, user_agent_class, hit_class, reason, visitor, device, visit_id)
    select v.room_id, v.occurred_at, v.referrer, v.user_agent_class, v.hit_class, v.reason, v.visitor, v.device,
      v.visit_id
    from ${jsonRows(
      rows,
      "room_id uuid, occurred_at timestamptz, referrer text, user_agent_class text, hit_class text, reason text, " +
        "visitor text, device text, visit_id uuid",
    )}
    where exists (select 1 from ${rooms} r where r.id = v.room_id)
    on conflict (visit_id) do nothing`);

  const counts = new Map<string, { id: string; n: number; last: string }>();
  for (const hit of human) {
    const at = hit.occurredAt.toISOString();
    const count = counts.get(hit.targetId) ?? { id: hit.targetId, n: 0, last: at };
    count.n++;
    if (at > count.last) count.last = at;
    counts.set(hit.targetId, count);
  }
  if (counts.size) {
    // Rooms in id order, so that concurrent writers take their row locks in one order.
    const ordered = [...counts.values()].sort((a, b) => (a.id < b.id ? -1 : 1));
    await tx.execute(sql`update ${rooms}
      set visit_count = ${rooms.visitCount} + v.n, last_human_at = greatest(${rooms.lastHumanAt}, v.last),
        first_device = coalesce(${rooms.firstDevice}, ${FIRST_DEVICE}),
        forwarded_at = coalesce(${rooms.forwardedAt},
          ${forwardedSince(sql`coalesce(${rooms.firstDevice}, ${FIRST_DEVICE})`)})
      from ${jsonRows(ordered, "id uuid, n bigint, last timestamptz")}
      where ${rooms.id} = v.id`);
  }
  return firsts.map((row) => ({ target: "room" as const, targetId: row.roomId, day: row.day }));
}

/**
 * Turns written human room visits into the unfurler visits a later HEAD showed them to be: the
 * visit (its engagement dropped: only human visits take it), and the room's count, last human time,
 * first device and forwarded time as if the visit had been written so. Visits already gone or no
 * longer human are skipped. Answers the rooms whose first device or forwarded time this changed, so
 * that their room.forwarded can follow the visit that now makes it (engagement-webhooks.ts).
 */
export async function unfurlRoomVisits(tx: Db, gets: Hit[]): Promise<string[]> {
  const keys = gets.map((get) => ({
    room_id: get.targetId,
    occurred_at: get.occurredAt.toISOString(),
    visit_id: get.openId ?? null,
  }));
  const unfurled = tx.$with("unfurled", {
    id: sql<string>`id`.as("id"),
    roomId: sql<string>`room_id`.as("room_id"),
  }).as(sql`
    update ${roomVisits} x set hit_class = 'unfurler', reason = 'unfurler_get_then_head'
    from ${jsonRows(keys, "room_id uuid, occurred_at timestamptz, visit_id uuid")}
    where x.room_id = v.room_id and x.occurred_at = v.occurred_at and x.visit_id is not distinct from v.visit_id
      and x.hit_class = 'human'
    returning x.id::text as id, x.room_id`);
  const changed = await tx.with(unfurled).select().from(unfurled);
  if (!changed.length) return [];
  const ids = JSON.stringify(changed.map((row) => row.id));
  await tx.execute(sql`delete from ${roomAssetViews}
    where visit_id in (select value::bigint from json_array_elements_text(${ids}::json))`);
  const perRoom = new Map<string, number>();
  for (const row of changed) perRoom.set(row.roomId, (perRoom.get(row.roomId) ?? 0) + 1);
  const ordered = [...perRoom].sort(([a], [b]) => (a < b ? -1 : 1)).map(([id, n]) => ({ id, n }));
  // Read in id order and locked, so the comparison below is with what this transaction changed.
  const forwarding = () =>
    tx
      .select({ id: rooms.id, firstDevice: rooms.firstDevice, forwardedAt: rooms.forwardedAt })
      .from(rooms)
      .where(inArray(rooms.id, [...perRoom.keys()]))
      .orderBy(rooms.id)
      .for("update");
  const before = new Map((await forwarding()).map((room) => [room.id, room]));
  await tx.execute(sql`update ${rooms}
    set visit_count = ${rooms.visitCount} - v.n,
      last_human_at = (select max(x.occurred_at) from ${roomVisits} x
        where x.room_id = ${rooms.id} and x.hit_class = 'human'),
      first_device = ${FIRST_DEVICE}, forwarded_at = ${forwardedSince(FIRST_DEVICE)}
    from ${jsonRows(ordered, "id uuid, n bigint")}
    where ${rooms.id} = v.id`);
  return (await forwarding())
    .filter((room) => {
      const was = before.get(room.id);
      return was?.firstDevice !== room.firstDevice || was.forwardedAt?.getTime() !== room.forwardedAt?.getTime();
    })
    .map((room) => room.id);
}
