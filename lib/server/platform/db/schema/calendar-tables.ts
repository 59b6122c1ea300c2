import "server-only";
import { boolean, index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { brands } from "./brand-tables";
import { profiles } from "./profile-tables";

export const calendarEvents = pgTable(
  "calendar_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    // Local date-times, as entered: no time zone.
    startDate: timestamp("start_date", { withTimezone: false }).notNull(),
    endDate: timestamp("end_date", { withTimezone: false }).notNull(),
    eventType: text("event_type", { enum: ["meeting", "deadline", "training", "conference"] })
      .notNull()
      .default("meeting"),
    isAllDay: boolean("is_all_day").notNull().default(false),
    color: text("color").notNull().default("#3b82f6"),
    userId: uuid("user_id").references(() => profiles.id, { onDelete: "cascade" }),
    assignToAllBrands: boolean("assign_to_all_brands").notNull().default(false),
    assignToAllUsers: boolean("assign_to_all_users").notNull().default(false),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("calendar_events_start_idx").on(t.startDate)],
);

export const calendarEventBrands = pgTable(
  "calendar_event_brands",
  {
    eventId: uuid("event_id")
      .notNull()
      .references(() => calendarEvents.id, { onDelete: "cascade" }),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.brandId] })],
);
