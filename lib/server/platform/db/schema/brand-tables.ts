import "server-only";
import { integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export const brands = pgTable("brands", {
  id: uuid("id").primaryKey().defaultRandom(),
  code: text("code").notNull().unique(),
  name: text("name").notNull(),
  description: text("description").notNull().default("professional services"),
  primaryColor: text("primary_color").notNull(),
  secondaryColor: text("secondary_color").notNull(),
  lightColor: text("light_color").notNull(),
  /** Display order; the first brand is the default choice. */
  position: integer("position").notNull().default(0),
  /** The customer's next step an admin set for the brand's public pages: a label and an https URL (both or neither). */
  ctaLabel: text("cta_label"),
  ctaUrl: text("cta_url"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
