import "server-only";
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
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
import { brands } from "./brands";
import { assets } from "./content";
import { profiles } from "./profiles";
import { rooms } from "./rooms";

/** A rep's public share page for one asset in one brand: /asset/{slug}. One per rep, asset and brand. */
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

/** A rep's short link: /go/{slug} redirects to originalUrl and counts the click. */
export const trackedLinks = pgTable(
  "tracked_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    slug: text("slug").notNull().unique(),
    originalUrl: text("original_url").notNull(),
    /** Human hits (click_events of class human), kept by the hit writer. */
    clickCount: bigint("click_count", { mode: "number" }).notNull().default(0),
    lastHumanAt: timestamp("last_human_at", { withTimezone: true }),
    isActive: boolean("is_active").notNull().default(true),
    createdBy: uuid("created_by")
      .notNull()
      .references(() => profiles.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [index("tracked_links_created_by_idx").on(t.createdBy), index("tracked_links_created_at_idx").on(t.createdAt)],
);

/**
 * One hit on /go/{slug}, classified (lib/server/engagement/hit-class.ts): only `human` hits count. The
 * visitor is a keyed hash of the client's address and user agent under a salt that rotates daily
 * (no address is stored); `device` is the coarse class of the user agent.
 */
export const clickEvents = pgTable(
  "click_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    linkId: uuid("link_id")
      .notNull()
      .references(() => trackedLinks.id, { onDelete: "cascade" }),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull().defaultNow(),
    referrer: text("referrer"),
    userAgentClass: text("user_agent_class").notNull(),
    hitClass: text("hit_class").notNull().default("human"),
    /** Why the hit has its class (lib/contract/hits.ts); null for hits stored before reasons were. */
    reason: text("reason"),
    visitor: text("visitor"),
  },
  (t) => [
    index("click_events_link_time_idx").on(t.linkId, t.occurredAt),
    index("click_events_time_idx").on(t.occurredAt),
  ],
);

/**
 * One open of a share page /asset/{slug}, classified like a click. `openId` names the open for the
 * page's engagement beacon, which raises `seconds` and `furthestPercent` (video and audio).
 */
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

/** Roll-up of click_events per link, UTC day and class, kept by the hit writer in the same transaction. */
export const linkDailyHits = pgTable(
  "link_daily_hits",
  {
    linkId: uuid("link_id")
      .notNull()
      .references(() => trackedLinks.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    hitClass: text("hit_class").notNull(),
    hits: bigint("hits", { mode: "number" }).notNull(),
    /** Distinct visitors of the day (human hits only; 0 for the other classes). */
    visitors: bigint("visitors", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.linkId, t.day, t.hitClass] }), index("link_daily_hits_day_idx").on(t.day)],
);

/**
 * Roll-up of link_daily_hits over all links, per UTC day and class, kept by the hit writer in the
 * same transaction: the admin's clicks this month and per day read a row a day, however many links.
 */
export const clickDailyTotals = pgTable(
  "click_daily_totals",
  {
    day: date("day", { mode: "string" }).notNull(),
    hitClass: text("hit_class").notNull(),
    hits: bigint("hits", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.hitClass] })],
);

/** Roll-up of share_opens per share link, UTC day and class, with the engagement of the human opens. */
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

/**
 * The human visitors seen per target (a link or a share link) and UTC day, so the roll-ups count
 * each once. Only the current days are needed; older rows are deleted with their day's salt.
 */
export const dailyVisitors = pgTable(
  "daily_visitors",
  {
    targetId: uuid("target_id").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    visitor: text("visitor").notNull(),
  },
  (t) => [primaryKey({ columns: [t.targetId, t.day, t.visitor] })],
);

/** The random salt of each UTC day's visitor keys; deleted after two days, so old keys cannot be recomputed. */
export const visitorSalts = pgTable("visitor_salts", {
  day: date("day", { mode: "string" }).primaryKey(),
  salt: text("salt").notNull(),
});

/** A quote from the quoting system, attributed to a rep by promo code, link slug or room slug. */
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
