import "server-only";
import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { trackedLinks } from "./link-tables";
import { profiles } from "./profile-tables";
import { rooms } from "./room-tables";

export const quotes = pgTable(
  "quotes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    externalId: text("external_id").notNull().unique(),
    userId: uuid("user_id").references(() => profiles.id),
    linkId: uuid("link_id").references(() => trackedLinks.id, { onDelete: "set null" }),
    roomId: uuid("room_id").references(() => rooms.id, { onDelete: "set null" }),
    promoCode: text("promo_code"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("quotes_user_idx").on(t.userId),
    // A page of the rep's rooms counts each room's quotes: a lookup per room, not a read of every quote.
    index("quotes_room_idx")
      .on(t.roomId)
      .where(sql`${t.roomId} is not null`),
  ],
);
