import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/server/platform/db/client";
import { webhookDeliveries, webhookEndpoints } from "@/lib/server/platform/db/schema";

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
}

/**
 * An open is sent once it is settled: well past the 2 s in which a HEAD from the same visitor shows a
 * GET to be a link preview's, and the writer's retries of that follow-up (docs/webhooks.md#events).
 */
export const SETTLE_MS = 10_000;

/** The event's stable id: from the open's own id, so a preview's open can be taken back before it is sent. */
const messageIdSql = (openId: ReturnType<typeof sql>) =>
  sql`'msg_' || coalesce(replace(${openId}::text, '-', ''), replace(gen_random_uuid()::text, '-', ''))`;

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
  }));
  return sql`json_to_recordset(${JSON.stringify(rows)}::json)
    as v(open_id uuid, target_id uuid, at timestamptz, due timestamptz, device text)`;
}

const subscribed = (type: string) => sql`join ${webhookEndpoints} e on e.paused_at is null and ${type} = any(e.events)`;

/**
 * Writes `share.opened` and `room.visited` for the human opens of a hit batch, inside the writer's
 * transaction (docs/webhooks.md#events), due once settled; one statement per kind however large the
 * batch, and nothing at all while no endpoint asks for the event.
 */
export async function enqueueHumanOpens(tx: Db, opens: HumanOpen[]): Promise<void> {
  const shares = opens.filter((open) => open.kind === "share");
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
  if (visits.length) {
    // The visit's device number: 1 for the room's first human device, 2 for the next... (its rows are written).
    await tx.execute(sql`
      insert into ${webhookDeliveries} (message_id, endpoint_id, event_type, body, next_attempt_at)
      select ${messageIdSql(sql`v.open_id`)}, e.id, 'room.visited',
        json_build_object('type', 'room.visited', 'timestamp', ${timeJson(sql`v.at`)}, 'data', json_build_object(
          'visitId', v.open_id, 'visitedAt', ${timeJson(sql`v.at`)},
          'room', json_build_object('id', r.id, 'recipientName', r.recipient_name,
            'recipientEmail', r.recipient_email, 'recipientCompany', r.recipient_company),
          'device', (select count(*) from (select min(x.occurred_at) as first from room_visits x
              where x.room_id = r.id and x.hit_class = 'human' and x.device is not null group by x.device) d
            where d.first <= (select min(y.occurred_at) from room_visits y
              where y.room_id = r.id and y.hit_class = 'human' and y.device = v.device)),
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
 * Takes back the events of opens the writer found to be a link preview's (a GET then a HEAD), while
 * they are still waiting to be settled: nothing was sent of them.
 */
export async function withdrawUnfurledOpens(tx: Db, openIds: string[]): Promise<void> {
  if (!openIds.length) return;
  const ids = openIds.map((id) => `msg_${id.replaceAll("-", "")}`);
  await tx.execute(sql`delete from ${webhookDeliveries}
    where attempts = 0 and delivered_at is null
      and message_id in (select value from json_array_elements_text(${JSON.stringify(ids)}::json))`);
}
