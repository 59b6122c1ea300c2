import "server-only";
import { date, doublePrecision, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { assets } from "./library-tables";

/**
 * The Content tab's roll-up of one closed UTC day (docs/admin.md#content-roll-up): per asset, the
 * day's human opens as the raw tables give them, once for every brand (brand_id null) and once per
 * brand the opens came through. Rewritten whole when the day is rolled again.
 */
export const contentDailyOpens = pgTable(
  "content_daily_opens",
  {
    day: date("day", { mode: "string" }).notNull(),
    assetId: uuid("asset_id")
      .notNull()
      .references(() => assets.id, { onDelete: "cascade" }),
    /** Null: the row of every brand together, so a visitor who came through two brands counts once. */
    brandId: uuid("brand_id"),
    humanOpens: integer("human_opens").notNull(),
    /** The day's distinct visitors (the visitor key is salted per day: days add up exactly). */
    visitors: integer("visitors").notNull(),
    downloads: integer("downloads").notNull(),
    lastOpenAt: timestamp("last_open_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("content_daily_opens_day_brand_idx").on(t.day, t.brandId)],
);

/** The day's read percents per asset (and brand, as above): how many opens read each exact percent. */
export const contentDailyReads = pgTable(
  "content_daily_reads",
  {
    day: date("day", { mode: "string" }).notNull(),
    assetId: uuid("asset_id")
      .notNull()
      .references(() => assets.id, { onDelete: "cascade" }),
    brandId: uuid("brand_id"),
    percent: doublePrecision("percent").notNull(),
    opens: integer("opens").notNull(),
  },
  (t) => [index("content_daily_reads_day_brand_idx").on(t.day, t.brandId)],
);

/** The UTC days whose roll-up is written. */
export const contentRolledDays = pgTable("content_rolled_days", {
  day: date("day", { mode: "string" }).primaryKey(),
  rolledAt: timestamp("rolled_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Rolled days that a late report changed (a beacon or download on an earlier day's open or visit):
 * read from the raw tables until rolled again. A separate insert-only marker, so a report that
 * commits while its day is being rolled still leaves the day marked.
 */
export const contentStaleDays = pgTable("content_stale_days", {
  day: date("day", { mode: "string" }).primaryKey(),
});

/**
 * The same roll-up per closed hour of a day not yet rolled whole (today, and yesterday until its
 * roll-up), so only the current hour is read raw (docs/admin.md#content-roll-up). Dropped with the
 * rest of its day's hours when the day is rolled.
 */
export const contentHourlyOpens = pgTable(
  "content_hourly_opens",
  {
    hour: timestamp("hour", { withTimezone: true }).notNull(),
    assetId: uuid("asset_id")
      .notNull()
      .references(() => assets.id, { onDelete: "cascade" }),
    brandId: uuid("brand_id"),
    humanOpens: integer("human_opens").notNull(),
    downloads: integer("downloads").notNull(),
    lastOpenAt: timestamp("last_open_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("content_hourly_opens_hour_brand_idx").on(t.hour, t.brandId)],
);

/** The hour's read percents per asset (and brand): how many opens read each exact percent. */
export const contentHourlyReads = pgTable(
  "content_hourly_reads",
  {
    hour: timestamp("hour", { withTimezone: true }).notNull(),
    assetId: uuid("asset_id")
      .notNull()
      .references(() => assets.id, { onDelete: "cascade" }),
    brandId: uuid("brand_id"),
    percent: doublePrecision("percent").notNull(),
    opens: integer("opens").notNull(),
  },
  (t) => [index("content_hourly_reads_hour_brand_idx").on(t.hour, t.brandId)],
);

/**
 * The hour's distinct visitor keys per asset (and brand): a day's visitors are counted over its
 * hours' keys, so a visitor back in another hour of the day counts once, as the raw tables count.
 */
export const contentHourlyVisitors = pgTable(
  "content_hourly_visitors",
  {
    hour: timestamp("hour", { withTimezone: true }).notNull(),
    assetId: uuid("asset_id")
      .notNull()
      .references(() => assets.id, { onDelete: "cascade" }),
    brandId: uuid("brand_id"),
    visitor: text("visitor").notNull(),
  },
  (t) => [
    index("content_hourly_visitors_hour_brand_idx").on(t.hour, t.brandId),
    index("content_hourly_visitors_asset_idx").on(t.assetId, t.visitor, t.hour),
  ],
);

/**
 * Per day not rolled whole, asset (and brand): the distinct visitor keys of all its rolled hours,
 * rewritten with each hour's roll-up, so a list reads one number instead of counting the keys.
 */
export const contentDayVisitors = pgTable(
  "content_day_visitors",
  {
    day: date("day", { mode: "string" }).notNull(),
    assetId: uuid("asset_id")
      .notNull()
      .references(() => assets.id, { onDelete: "cascade" }),
    brandId: uuid("brand_id"),
    visitors: integer("visitors").notNull(),
  },
  (t) => [index("content_day_visitors_day_brand_idx").on(t.day, t.brandId)],
);

/** The hours whose roll-up is written (of days not yet rolled whole). */
export const contentRolledHours = pgTable("content_rolled_hours", {
  hour: timestamp("hour", { withTimezone: true }).primaryKey(),
  rolledAt: timestamp("rolled_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Rolled hours that a late report changed, as contentStaleDays for days. */
export const contentStaleHours = pgTable("content_stale_hours", {
  hour: timestamp("hour", { withTimezone: true }).primaryKey(),
});
