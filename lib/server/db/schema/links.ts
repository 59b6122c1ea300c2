import "server-only";
import { sql } from "drizzle-orm";
import { bigint, bigserial, boolean, index, integer, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { assets } from "./content";
import { profiles } from "./profiles";

/** A rep's public share page for one asset: /asset/{slug}. One per rep and asset. */
export const shareLinks = pgTable(
  "share_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    assetId: uuid("asset_id").notNull().references(() => assets.id, { onDelete: "cascade" }),
    userId: uuid("user_id").notNull().references(() => profiles.id),
    viewCount: integer("view_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("share_links_asset_user_key").on(t.assetId, t.userId)],
);

/** A rep's short link: /go/{slug} redirects to originalUrl and counts the click. */
export const trackedLinks = pgTable(
  "tracked_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    slug: text("slug").notNull().unique(),
    originalUrl: text("original_url").notNull(),
    clickCount: bigint("click_count", { mode: "number" }).notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    createdBy: uuid("created_by").notNull().references(() => profiles.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [index("tracked_links_created_by_idx").on(t.createdBy), index("tracked_links_created_at_idx").on(t.createdAt)],
);

export const clickEvents = pgTable(
  "click_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    linkId: uuid("link_id").notNull().references(() => trackedLinks.id, { onDelete: "cascade" }),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull().defaultNow(),
    referrer: text("referrer"),
    userAgentClass: text("user_agent_class").notNull(),
    isBot: boolean("is_bot").notNull().default(false),
  },
  (t) => [
    index("click_events_link_time_idx").on(t.linkId, t.occurredAt),
    index("click_events_time_idx").on(t.occurredAt),
    // Human clicks by time, for the admin analytics' index-only counts (this month, per day).
    index("click_events_human_time_idx").on(t.occurredAt).where(sql`not ${t.isBot}`),
  ],
);

/** A quote from the quoting system, attributed to a rep by promo code or link slug. */
export const quotes = pgTable(
  "quotes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    externalId: text("external_id").notNull().unique(),
    userId: uuid("user_id").references(() => profiles.id),
    linkId: uuid("link_id").references(() => trackedLinks.id, { onDelete: "set null" }),
    promoCode: text("promo_code"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("quotes_user_idx").on(t.userId)],
);
