import "server-only";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { AdminCalendarEvent, CreateCalendarEventBody } from "@/lib/contract/admin-calendar";
import { queryRows, type Db } from "@/lib/server/db/client";
import { brands, calendarEventBrands, calendarEvents, profiles } from "@/lib/server/db/schema";
import { badRequest, notFound } from "@/lib/server/errors";
import { idOr404 } from "./admin-ids";

const EVENT_NOT_FOUND = "Event not found.";

interface EventRow {
  id: string;
  title: string;
  description: string;
  start_date: string;
  end_date: string;
  event_type: AdminCalendarEvent["eventType"];
  is_all_day: boolean;
  color: string;
  user_id: string | null;
  user_email: string | null;
  assign_to_all_users: boolean;
  brand_ids: string[];
  brand_names: string[];
  assign_to_all_brands: boolean;
  is_active: boolean;
  created_at: Date | string;
}

/** Every event, soonest first, with its user's e-mail and its brands (ids and names in brand order). */
export async function listAllEvents(db: Db, onlyId?: string): Promise<AdminCalendarEvent[]> {
  const e = calendarEvents;
  const rows = await queryRows<EventRow>(
    db,
    sql`select ${e}.*, ${profiles.email} as user_email,
      to_char(${e.startDate}, 'YYYY-MM-DD"T"HH24:MI:SS') as start_date,
      to_char(${e.endDate}, 'YYYY-MM-DD"T"HH24:MI:SS') as end_date,
      coalesce(b.ids, '{}') as brand_ids, coalesce(b.names, '{}') as brand_names
    from ${e}
    left join ${profiles} on ${profiles.id} = ${e.userId}
    left join lateral (
      select array_agg(${brands.id}::text order by ${brands.position}, ${brands.code}) as ids,
        array_agg(${brands.name} order by ${brands.position}, ${brands.code}) as names
      from ${calendarEventBrands} join ${brands} on ${brands.id} = ${calendarEventBrands.brandId}
      where ${calendarEventBrands.eventId} = ${e.id}
    ) as b on true
    ${onlyId ? sql`where ${e.id} = ${onlyId}` : sql``}
    order by ${e.startDate}, ${e.id}`,
  );
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    description: r.description,
    startDate: r.start_date,
    endDate: r.end_date,
    eventType: r.event_type,
    isAllDay: r.is_all_day,
    color: r.color,
    userId: r.user_id,
    userEmail: r.user_email,
    assignToAllUsers: r.assign_to_all_users,
    brandIds: r.brand_ids,
    brandNames: r.brand_names,
    assignToAllBrands: r.assign_to_all_brands,
    isActive: r.is_active,
    createdAt: new Date(r.created_at).toISOString(),
  }));
}

async function assertKnown(db: Db, brandIds: string[], userId: string | null): Promise<void> {
  const known = brandIds.length ? await db.select({ id: brands.id }).from(brands).where(inArray(brands.id, brandIds)) : [];
  const unknown = brandIds.filter((id) => !known.some((b) => b.id === id));
  if (unknown.length) throw badRequest(`Unknown brand: ${unknown.join(", ")}.`, "unknown_brand");
  if (userId === null) return;
  const [user] = await db.select({ id: profiles.id }).from(profiles).where(and(eq(profiles.id, userId), isNull(profiles.deletedAt)));
  if (!user) throw badRequest(`Unknown user: ${userId}.`, "unknown_user");
}

/** Creates the event and its brand links in one transaction. Start/end order is not checked (SPEC §5). */
export async function createEvent(db: Db, input: CreateCalendarEventBody): Promise<AdminCalendarEvent> {
  const brandIds = input.assignToAllBrands ? [] : [...new Set(input.brandIds.map((id) => id.toLowerCase()))];
  const userId = input.assignToAllUsers ? null : (input.userId?.toLowerCase() ?? null);
  const id = await db.transaction(async (tx) => {
    await assertKnown(tx, brandIds, userId);
    const [row] = await tx
      .insert(calendarEvents)
      .values({
        title: input.title,
        description: input.description,
        startDate: sql`${input.startDate}::timestamp`,
        endDate: sql`${input.endDate}::timestamp`,
        eventType: input.eventType,
        isAllDay: input.isAllDay,
        color: input.color,
        userId,
        assignToAllBrands: input.assignToAllBrands,
        assignToAllUsers: input.assignToAllUsers,
        isActive: input.isActive,
      })
      .returning({ id: calendarEvents.id });
    if (!row) throw new Error("Event insert returned no row");
    if (brandIds.length) await tx.insert(calendarEventBrands).values(brandIds.map((brandId) => ({ eventId: row.id, brandId })));
    return row.id;
  });
  const [created] = await listAllEvents(db, id);
  if (!created) throw new Error(`Event ${id} vanished after creation`);
  return created;
}

/** Events have no history to keep: deleting removes the row and its brand links. */
export async function deleteEvent(db: Db, rawId: string): Promise<void> {
  const id = idOr404(rawId, EVENT_NOT_FOUND, "event_not_found");
  const [row] = await db.delete(calendarEvents).where(eq(calendarEvents.id, id)).returning({ id: calendarEvents.id });
  if (!row) throw notFound(EVENT_NOT_FOUND, "event_not_found");
}
