import "server-only";
import { date, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";

export const dailyVisitors = pgTable(
  "daily_visitors",
  {
    targetId: uuid("target_id").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    visitor: text("visitor").notNull(),
  },
  (t) => [primaryKey({ columns: [t.targetId, t.day, t.visitor] })],
);

export const visitorSalts = pgTable("visitor_salts", {
  day: date("day", { mode: "string" }).primaryKey(),
  salt: text("salt").notNull(),
});
