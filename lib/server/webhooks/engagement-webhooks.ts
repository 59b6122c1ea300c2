import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/server/platform/db/client";
import { webhookDeliveries, webhookEndpoints } from "@/lib/server/platform/db/schema";
import { jsonRows } from "@/lib/server/platform/db/json-rows";
import { subscribedEvents } from "./webhook-subscriptions";

/**
 * A person's open of a share page or visit of a room, as the hit writer hands it over (only class
 * `human`: never a scanner, a preview, a bot, a HEAD or the rep's own view).
 */
export interface HumanOpen {
  kind: "share" | "room";
  targetId: string;
  /** The page's open or visit id; a copied file link's open has none. */
  openId: string | null;
  occurredAt: Date;
  /** A room visit's device cookie. */
  deviceId: string | null;
  /** The day's visitor key (the network, hashed): whether a second device is on the first one's network. */
  visitor: string | null;
}

/**
 * An open is sent once it is settled: well past the 2 s in which a HEAD from the same visitor shows a
 * GET to be a link preview's, and the writer's retries of that follow-up (docs/webhooks.md#events).
 */
export const SETTLE_MS = 10_000;

/**
 * The event's stable id: from the open's own id (`msg_` and its hex; `msg_fwd_` for the room.forwarded
 * a visit makes), so a preview's open can be taken back before it is sent.
 */
const messageIdSql = (openId: ReturnType<typeof sql>, prefix = "msg_") =>
  sql`${prefix} || coalesce(replace(${openId}::text, '-', ''), replace(gen_random_uuid()::text, '-', ''))`;
const messageIds = (openIds: string[]) =>
  openIds.flatMap((id) => ["msg_", "msg_fwd_"].map((prefix) => prefix + id.replaceAll("-", "")));

const repJson = sql`json_build_object('id', p.id, 'email', p.email,
  'name', coalesce(nullif(trim(concat_ws(' ', p.first_name, p.last_name)), ''), p.email))`;

const timeJson = (column: ReturnType<typeof sql>) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

function rowsOf(opens: HumanOpen[]) {
  const rows = opens.map((open) => ({
    open_id: open.openId,
    target_id: open.targetId,
    at: open.occurredAt.toISOString(),
    due: new Date(open.occurredAt.getTime() + SETTLE_MS).toISOString(),
    device: open.deviceId,
    visitor: open.visitor,
  }));
  return jsonRows(rows, "open_id uuid, target_id uuid, at timestamptz, due timestamptz, device text, visitor text");
}

/**
 * A room visitor's device number: 1 for the room's first human device, 2 for the next... counted
 * from the stored visits (the batch's rows are written first).
 */
const deviceNumber = (roomId: ReturnType<typeof sql>, device: ReturnType<typeof sql>) =>
  sql`(select count(*) from (select min(x.occurred_at) as first from room_visits x
      where x.room_id = ${roomId} and x.hit_class = 'human' and x.device is not null group by x.device) d
    where d.first <= (select min(y.occurred_at) from room_visits y
      where y.room_id = ${roomId} and y.hit_class = 'human' and y.device = ${device}))`;

const subscribed = (type: string) => sql`join ${webhookEndpoints} e on e.paused_at is null and ${type} = any(e.events)`;

/**
 * Writes `share.opened` and `room.visited` for the human opens of a hit batch, inside the writer's
 * transaction (docs/webhooks.md#events), due once settled; one statement per kind however large the
 * batch, and nothing at all while no endpoint asks for the event.
 */
export async function enqueueHumanOpens(tx: Db, opens: HumanOpen[]): Promise<void> {
  if (!opens.length) return;
  const wanted = await subscribedEvents(tx);
  const shares = wanted.has("share.opened") ? opens.filter((open) => open.kind === "share") : [];
  const visits = opens.filter((open) => open.kind === "room");
  if (shares.length) {
    await tx.execute(sql`
      insert into ${webhookDeliveries} (message_id, endpoint_id, event_type, body, next_attempt_at)
      select ${messageIdSql(sql`v.open_id`)}, e.id, 'share.opened',
        json_build_object('type', 'share.opened', 'timestamp', ${timeJson(sql`v.at`)}, 'data', json_build_object(
          'openId', v.open_id, 'openedAt', ${timeJson(sql`v.at`)},
          'share', json_build_object('id', s.id, 'slug', s.slug),
          'asset', json_build_object('id', a.id, 'title', a.title),
          'rep', ${repJson},
          'brand', case when b.id is null then null else json_build_object('id', b.id, 'name', b.name) end
        ))::text, v.due
      from ${rowsOf(shares)}
      join share_links s on s.id = v.target_id
      join assets a on a.id = s.asset_id
      join profiles p on p.id = s.user_id
      left join brands b on b.id = s.brand_id
      ${subscribed("share.opened")}`);
  }
  if (visits.length && wanted.has("room.forwarded")) await enqueueForwarded(tx, visits);
  if (visits.length && wanted.has("room.visited")) {
    await tx.execute(sql`
      insert into ${webhookDeliveries} (message_id, endpoint_id, event_type, body, next_attempt_at)
      select ${messageIdSql(sql`v.open_id`)}, e.id, 'room.visited',
        json_build_object('type', 'room.visited', 'timestamp', ${timeJson(sql`v.at`)}, 'data', json_build_object(
          'visitId', v.open_id, 'visitedAt', ${timeJson(sql`v.at`)},
          'room', json_build_object('id', r.id, 'recipientName', r.recipient_name,
            'recipientEmail', r.recipient_email, 'recipientCompany', r.recipient_company),
          'device', ${deviceNumber(sql`r.id`, sql`v.device`)},
          'rep', ${repJson}, 'brand', json_build_object('id', b.id, 'name', b.name)
        ))::text, v.due
      from ${rowsOf(visits)}
      join rooms r on r.id = v.target_id
      join profiles p on p.id = r.user_id
      join brands b on b.id = r.brand_id
      ${subscribed("room.visited")}`);
  }
}

/**
 * `room.forwarded`: the batch's visits that are their room's first human visit from a device other
 * than the first one. The room's forwarded time was just set from its stored visits in this
 * transaction (room-visit-writes.ts) and is set once, so only the visit it names makes the event:
 * once per room, however many devices follow, and a visit written by a concurrent batch that came
 * second does not match it. `newNetwork` says whether no human visit of the first device shares
 * the visitor key (the day's hashed address) with it (docs/rooms.md#who-read-what).
 */
async function enqueueForwarded(tx: Db, visits: HumanOpen[]): Promise<void> {
  await tx.execute(sql`
    insert into ${webhookDeliveries} (message_id, endpoint_id, event_type, body, next_attempt_at)
    select ${messageIdSql(sql`f.open_id`, "msg_fwd_")}, e.id, 'room.forwarded',
      json_build_object('type', 'room.forwarded', 'timestamp', ${timeJson(sql`f.at`)}, 'data', json_build_object(
        'visitId', f.open_id, 'forwardedAt', ${timeJson(sql`f.at`)},
        'room', json_build_object('id', r.id, 'recipientName', r.recipient_name,
          'recipientEmail', r.recipient_email, 'recipientCompany', r.recipient_company),
        'firstVisitedAt', ${timeJson(sql`(select min(x.occurred_at) from room_visits x
          where x.room_id = r.id and x.hit_class = 'human')`)},
        'newNetwork', f.visitor is null or not exists (select 1 from room_visits x
          where x.room_id = r.id and x.hit_class = 'human' and x.device = r.first_device and x.visitor = f.visitor),
        'rep', ${repJson}, 'brand', json_build_object('id', b.id, 'name', b.name)
      ))::text, f.due
    from (select distinct on (v.target_id) v.* from ${rowsOf(visits)}
      join rooms r0 on r0.id = v.target_id
      where r0.forwarded_at = v.at and v.device is distinct from r0.first_device
      order by v.target_id, v.open_id) f
    join rooms r on r.id = f.target_id
    join profiles p on p.id = r.user_id
    join brands b on b.id = r.brand_id
    ${subscribed("room.forwarded")}`);
}

/**
 * Takes back the events of opens the writer found to be a link preview's (a GET then a HEAD), while
 * they are still waiting to be settled (a room.forwarded too): nothing was sent of them.
 */
export async function withdrawUnfurledOpens(tx: Db, openIds: string[]): Promise<void> {
  if (!openIds.length) return;
  const ids = messageIds(openIds);
  await tx.execute(sql`delete from ${webhookDeliveries}
    where attempts = 0 and delivered_at is null
      and message_id in (select value from json_array_elements_text(${JSON.stringify(ids)}::json))`);
}

/** The message id of a stored visit's event, in SQL (as `messageIdSql` makes it). */
const messageIdOf = (visitId: ReturnType<typeof sql>, prefix = "msg_") =>
  sql`${prefix} || replace(${visitId}::text, '-', '')`;

/**
 * After previews' visits were taken back, the pending room.visited events of their rooms count their
 * device again: when a preview was a room's first device (or came before a device), a person's
 * device that came meanwhile moves up, and the event says so when it is sent.
 */
export async function renumberPendingVisits(tx: Db, roomIds: string[]): Promise<void> {
  if (!roomIds.length) return;
  await tx.execute(sql`update ${webhookDeliveries} d
    set body = jsonb_set(d.body::jsonb, '{data,device}', to_jsonb(${deviceNumber(sql`w.room_id`, sql`w.device`)}))::text
    from room_visits w
    where w.room_id in (select value::uuid from json_array_elements_text(${JSON.stringify(roomIds)}::json))
      and w.hit_class = 'human' and w.visit_id is not null
      and d.event_type = 'room.visited' and d.message_id = ${messageIdOf(sql`w.visit_id`)}
      and d.attempts = 0 and d.delivered_at is null`);
}

/**
 * After a preview's visit was taken back, rooms whose first device or forwarded time it changed
 * (`unfurlRoomVisits`): a pending room.forwarded of a visit that no longer makes it is taken back, and
 * the visit that now does (a second device that came while the preview still counted) gets its
 * room.forwarded, due once that visit is settled; unless the room's room.forwarded was already sent
 * or written, so it stays once per room.
 */
export async function refollowForwarded(tx: Db, roomIds: string[]): Promise<void> {
  if (!roomIds.length) return;
  const ids = JSON.stringify(roomIds);
  const ofRooms = sql`r.id in (select value::uuid from json_array_elements_text(${ids}::json))`;
  const makesIt = sql`x.hit_class = 'human' and x.occurred_at = r.forwarded_at
    and x.device is distinct from r.first_device`;
  await tx.execute(sql`delete from ${webhookDeliveries} d using room_visits x join rooms r on r.id = x.room_id
    where ${ofRooms} and d.message_id = ${messageIdOf(sql`x.visit_id`, "msg_fwd_")} and not (${makesIt})
      and d.next_attempt_at is not null and d.attempts = 0 and d.delivered_at is null`);
  if (!(await subscribedEvents(tx)).has("room.forwarded")) return;
  const visit = tx.$with("visit", {
    roomId: sql<string>`room_id`.as("room_id"),
    visitId: sql<string | null>`visit_id`.as("visit_id"),
    atMs: sql<number>`at_ms`.as("at_ms"),
    device: sql<string | null>`device`.as("device"),
    visitor: sql<string | null>`visitor`.as("visitor"),
  }).as(sql`
    select x.room_id, x.visit_id, (extract(epoch from x.occurred_at) * 1000)::float8 as at_ms, x.device, x.visitor
    from room_visits x join rooms r on r.id = x.room_id
    where ${ofRooms} and ${makesIt} and not exists (select 1 from ${webhookDeliveries} d
      join room_visits y on d.message_id = ${messageIdOf(sql`y.visit_id`, "msg_fwd_")}
      where y.room_id = r.id and d.event_type = 'room.forwarded')`);
  const visits = await tx.with(visit).select().from(visit);
  if (!visits.length) return;
  await enqueueForwarded(
    tx,
    visits.map((row) => ({
      kind: "room",
      targetId: row.roomId,
      openId: row.visitId,
      occurredAt: new Date(Number(row.atMs)),
      deviceId: row.device,
      visitor: row.visitor,
    })),
  );
}
