import "server-only";
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { profiles } from "./profile-tables";

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

export const clickDailyTotals = pgTable(
  "click_daily_totals",
  {
    day: date("day", { mode: "string" }).notNull(),
    hitClass: text("hit_class").notNull(),
    hits: bigint("hits", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.hitClass] })],
);
