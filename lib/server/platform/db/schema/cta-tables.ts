import "server-only";
import { sql } from "drizzle-orm";
import { bigserial, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { rooms } from "./room-tables";
import { shareLinks } from "./share-tables";

/**
 * A reader's click on a public page's call to action (docs/rooms.md, docs/sharing.md): human clicks
 * only, one per page open (`openId`: the share open's or room visit's id the page carried), with the
 * label the reader saw. Exactly one of roomId and shareLinkId is set.
 */
export const ctaClicks = pgTable(
  "cta_clicks",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    roomId: uuid("room_id").references(() => rooms.id, { onDelete: "cascade" }),
    shareLinkId: uuid("share_link_id").references(() => shareLinks.id, { onDelete: "cascade" }),
    openId: uuid("open_id").notNull(),
    label: text("label").notNull(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("cta_clicks_open_idx").on(t.openId),
    index("cta_clicks_room_idx").on(t.roomId, t.occurredAt),
    index("cta_clicks_share_idx").on(t.shareLinkId, t.occurredAt),
    check("cta_clicks_one_page_check", sql`(${t.roomId} is null) <> (${t.shareLinkId} is null)`),
  ],
);
