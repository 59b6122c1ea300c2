import "server-only";
import { and, asc, eq, gte, or, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { ListCalendarEventsQuery, PortalCalendarEvent } from "@/lib/contract/calendar";
import type { Db } from "@/lib/server/db/client";
import { calendarEventBrands, calendarEvents } from "@/lib/server/db/schema";
import type { Profile } from "./profiles";
import { assertBrandExists } from "./visibility";

const localDateTime = (column: AnyPgColumn) =>
  sql<string>`to_char(${column}, 'YYYY-MM-DD"T"HH24:MI:SS')`;

/**
 * Active events not yet over, assigned to all users or the actor (admins see all) and to all
 * brands or the given one, soonest first.
 */
export async function listUpcomingEvents(
  db: Db,
  actor: Profile,
  query: ListCalendarEventsQuery,
  now: Date = new Date(),
): Promise<PortalCalendarEvent[]> {
  await assertBrandExists(db, query.brandId);
  const e = calendarEvents;
  return db
    .select({
      id: e.id,
      title: e.title,
      description: e.description,
      startDate: localDateTime(e.startDate),
      endDate: localDateTime(e.endDate),
      eventType: e.eventType,
      isAllDay: e.isAllDay,
      color: e.color,
    })
    .from(e)
    .where(
      and(
        eq(e.isActive, true),
        gte(e.endDate, now),
        actor.role === "admin" ? undefined : or(eq(e.assignToAllUsers, true), eq(e.userId, actor.id)),
        or(
          eq(e.assignToAllBrands, true),
          sql`exists (select 1 from ${calendarEventBrands} where ${calendarEventBrands.eventId} = ${e.id} and ${calendarEventBrands.brandId} = ${query.brandId})`,
        ),
      ),
    )
    .orderBy(asc(e.startDate), asc(e.id));
}
