import "server-only";
import { pgTable, timestamp, uuid } from "drizzle-orm/pg-core";
import { profiles } from "./profile-tables";

/**
 * When a rep last opened Activity's feed: the dashboard counts the engagement that came in since
 * ("3 new since you last looked"). One row a rep; a table of its own so the profile stays as it is.
 */
export const activityFeedLooks = pgTable("activity_feed_looks", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => profiles.id, { onDelete: "cascade" }),
  lookedAt: timestamp("looked_at", { withTimezone: true }).notNull(),
});
