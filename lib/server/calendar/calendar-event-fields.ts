import "server-only";
import { sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { calendarEvents } from "@/lib/server/platform/db/schema";

/** Events are local date-times (no zone): sent as ISO text without one, as they were entered. */
const localDateTime = (column: AnyPgColumn) => sql<string>`to_char(${column}, 'YYYY-MM-DD"T"HH24:MI:SS')`;

/** The columns of an event that the portal's and the admin's calendars both show. */
export const calendarEventFields = {
  id: calendarEvents.id,
  title: calendarEvents.title,
  description: calendarEvents.description,
  startDate: localDateTime(calendarEvents.startDate),
  endDate: localDateTime(calendarEvents.endDate),
  eventType: calendarEvents.eventType,
  isAllDay: calendarEvents.isAllDay,
  color: calendarEvents.color,
};
