import "server-only";
import { sql } from "drizzle-orm";
import { bigint, index, integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { assets } from "./library-tables";
import { shareOpens } from "./share-tables";
import { roomVisits } from "./room-tables";

/**
 * The durable job that renders a PDF stored by the portal to page images, one row per stored file
 * (its upload name), taken with `FOR UPDATE SKIP LOCKED` by any instance (docs/pages.md). A file
 * replaced by a new version is a new name and so a new row.
 */
export const pdfRenders = pgTable(
  "pdf_renders",
  {
    fileName: text("file_name").primaryKey(),
    /** pending | ready | failed (lib/contract/pages.ts). */
    status: text("status").notNull().default("pending"),
    /** Why a render failed: encrypted | damaged | too_many_pages | render_error. */
    reason: text("reason"),
    pageCount: integer("page_count"),
    attempts: integer("attempts").notNull().default(0),
    /** A pending job is due from this time; a failed try moves it on. */
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set while an instance renders it; a lock older than the job's time limit is taken over. */
    lockedAt: timestamp("locked_at", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("pdf_renders_due_idx")
      .on(t.runAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** One rendered page of a ready PDF: its pixel size at the wide rendition, so the page sets width/height. */
export const pdfPages = pgTable(
  "pdf_pages",
  {
    fileName: text("file_name")
      .notNull()
      .references(() => pdfRenders.fileName, { onDelete: "cascade" }),
    /** 1-based. */
    page: smallint("page").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileName, t.page] })],
);

/** Seconds one human open of a share page kept one page of its PDF at least half in view. */
export const sharePageViews = pgTable(
  "share_page_views",
  {
    openId: bigint("open_id", { mode: "number" })
      .notNull()
      .references(() => shareOpens.id, { onDelete: "cascade" }),
    page: smallint("page").notNull(),
    seconds: integer("seconds").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.openId, t.page] })],
);

/** Seconds one human visit of a room kept one page of one of its PDFs at least half in view. */
export const roomPageViews = pgTable(
  "room_page_views",
  {
    visitId: bigint("visit_id", { mode: "number" })
      .notNull()
      .references(() => roomVisits.id, { onDelete: "cascade" }),
    assetId: uuid("asset_id")
      .notNull()
      .references(() => assets.id, { onDelete: "cascade" }),
    page: smallint("page").notNull(),
    seconds: integer("seconds").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.visitId, t.assetId, t.page] })],
);
