import "server-only";
import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { brands } from "./brand-tables";
import { assets } from "./library-tables";
import { profiles } from "./profile-tables";

export const shareLinks = pgTable(
  "share_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    assetId: uuid("asset_id")
      .notNull()
      .references(() => assets.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.id),
    /** The brand the rep shared from; null for links made before shares had one (the asset's first brand). */
    brandId: uuid("brand_id").references(() => brands.id, { onDelete: "set null" }),
    /** Human opens (share_opens of class human). */
    viewCount: integer("view_count").notNull().default(0),
    lastHumanAt: timestamp("last_human_at", { withTimezone: true }),
    /** When the rep last e-mailed the link (share e-mail): opens right after it are a scanner's. */
    emailedAt: timestamp("emailed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("share_links_asset_user_brand_key").on(t.assetId, t.userId, t.brandId),
    index("share_links_user_idx").on(t.userId),
  ],
);

export const shareOpens = pgTable(
  "share_opens",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    shareLinkId: uuid("share_link_id")
      .notNull()
      .references(() => shareLinks.id, { onDelete: "cascade" }),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull().defaultNow(),
    referrer: text("referrer"),
    userAgentClass: text("user_agent_class").notNull(),
    hitClass: text("hit_class").notNull(),
    reason: text("reason"),
    visitor: text("visitor"),
    openId: uuid("open_id").unique(),
    seconds: integer("seconds"),
    furthestPercent: smallint("furthest_percent"),
  },
  (t) => [
    index("share_opens_link_time_idx").on(t.shareLinkId, t.occurredAt),
    index("share_opens_time_idx").on(t.occurredAt),
  ],
);

export const shareDailyOpens = pgTable(
  "share_daily_opens",
  {
    shareLinkId: uuid("share_link_id")
      .notNull()
      .references(() => shareLinks.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    hitClass: text("hit_class").notNull(),
    hits: bigint("hits", { mode: "number" }).notNull(),
    visitors: bigint("visitors", { mode: "number" }).notNull(),
    /** Human opens whose page sent its engagement beacon, and their seconds on the page, summed. */
    timedOpens: bigint("timed_opens", { mode: "number" }).notNull().default(0),
    seconds: bigint("seconds", { mode: "number" }).notNull().default(0),
    /** Human opens that played the video or audio, and their furthest percents played, summed. */
    playedOpens: bigint("played_opens", { mode: "number" }).notNull().default(0),
    percentPlayed: bigint("percent_played", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.shareLinkId, t.day, t.hitClass] }), index("share_daily_opens_day_idx").on(t.day)],
);
