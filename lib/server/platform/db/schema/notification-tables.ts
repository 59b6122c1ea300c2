import "server-only";
import { date, index, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { profiles } from "./profile-tables";

/**
 * An in-portal alert: one of the user's tracked links (`link`), shared assets (`share`) or rooms (`room`) got its
 * first human open of a UTC day, or a webhook endpoint an admin added (`webhook`) was paused after five days
 * of failures. One per user, target and day, whichever process writes it first.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    target: text("target", { enum: ["link", "share", "room", "webhook"] }).notNull(),
    targetId: uuid("target_id").notNull(),
    /** The link's name, the asset's title, the room's recipient or the endpoint's description or URL. */
    title: text("title").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    /**
     * How far the reader got in a PDF when the alert was made ("read 6 of 12 pages"; a room's per PDF,
     * "Deck: read 6 of 12 pages"); null when no page report had come in (docs/alerts.md#how-far-they-read).
     */
    pagesRead: text("pages_read"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [
    unique("notifications_user_target_day_key").on(t.userId, t.targetId, t.day),
    index("notifications_user_created_idx").on(t.userId, t.createdAt),
  ],
);
