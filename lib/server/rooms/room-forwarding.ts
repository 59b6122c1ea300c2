import "server-only";
import { sql } from "drizzle-orm";
import { rooms } from "@/lib/server/platform/db/schema";

/**
 * Whether a room opened on a second device went to a new network (docs/rooms.md#who-read-what): some
 * other device has no human visit sharing a visitor key with a human visit of the first device. The
 * visitor key is the day's keyed hash of the address, so two visits share one only from the same
 * network on the same UTC day; a second device seen only on other days or networks counts as new.
 * Spelled out: drizzle leaves a one-table select's columns unqualified inside a subquery.
 */
export const toNewNetwork = sql<boolean>`case when ${rooms.forwardedAt} is null then false else exists (
  select 1 from room_visits d
  where d.room_id = "rooms"."id" and d.hit_class = 'human' and d.device is distinct from "rooms"."first_device"
    and not exists (
      select 1 from room_visits d2 join room_visits f
        on f.room_id = d2.room_id and f.visitor = d2.visitor and f.hit_class = 'human'
          and f.device = "rooms"."first_device"
      where d2.room_id = "rooms"."id" and d2.hit_class = 'human' and d2.device = d.device)
) end`;
