import "server-only";
import { sql } from "drizzle-orm";
import { doublePrecision, index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { assets } from "./library-tables";
import { trackedLinks } from "./link-tables";
import { profiles } from "./profile-tables";
import { rooms } from "./room-tables";
import { shareLinks } from "./share-tables";

export const quotes = pgTable(
  "quotes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    externalId: text("external_id").notNull().unique(),
    userId: uuid("user_id").references(() => profiles.id),
    linkId: uuid("link_id").references(() => trackedLinks.id, { onDelete: "set null" }),
    roomId: uuid("room_id").references(() => rooms.id, { onDelete: "set null" }),
    /** The share page (/asset/{slug}) the quote came through, when no room did. */
    shareLinkId: uuid("share_link_id").references(() => shareLinks.id, { onDelete: "set null" }),
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

/**
 * The assets a quote is credited to, written once with the quote (docs/api.md#the-quotes-webhook): a
 * room's later changes never rewrite them. A quote's credits sum to 1, or it has none.
 */
export const quoteAssetCredits = pgTable(
  "quote_asset_credits",
  {
    quoteId: uuid("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    assetId: uuid("asset_id")
      .notNull()
      .references(() => assets.id, { onDelete: "cascade" }),
    credit: doublePrecision("credit").notNull(),
    /** The quote's time, copied so the scorecard sums a period's credits per asset from this table alone. */
    quotedAt: timestamp("quoted_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.quoteId, t.assetId] }),
    index("quote_asset_credits_asset_time_idx").on(t.assetId, t.quotedAt),
  ],
);
