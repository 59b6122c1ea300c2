import "server-only";
import { and, asc, eq, gte, or, sql } from "drizzle-orm";
import type { ListCalendarEventsQuery, PortalCalendarEvent } from "@/lib/contract/calendar";
import type { Db } from "@/lib/server/platform/db/client";
import { calendarEventBrands, calendarEvents } from "@/lib/server/platform/db/schema";
import { calendarEventFields } from "./calendar-event-fields";
import type { Actor } from "@/lib/server/auth/profiles";
import { hasAdminRights } from "@/lib/server/session/session";
import { assertBrandExists } from "@/lib/server/library/visibility";

/**
 * Active events not yet over, assigned to all users or the actor (admins see all) and to all
 * brands or the given one, soonest first.
 */
export async function listUpcomingEvents(
  db: Db,
  actor: Actor,
  query: ListCalendarEventsQuery,
  now: Date = new Date(),
): Promise<PortalCalendarEvent[]> {
  await assertBrandExists(db, query.brandId);
  const e = calendarEvents;
  return db
    .select(calendarEventFields)
    .from(e)
    .where(
      and(
        eq(e.isActive, true),
        gte(e.endDate, now),
        hasAdminRights(actor) ? undefined : or(eq(e.assignToAllUsers, true), eq(e.userId, actor.id)),
        or(
          eq(e.assignToAllBrands, true),
          sql`exists (select 1 from ${calendarEventBrands}
            where ${calendarEventBrands.eventId} = ${e.id} and ${calendarEventBrands.brandId} = ${query.brandId})`,
        ),
      ),
    )
    .orderBy(asc(e.startDate), asc(e.id));
}
