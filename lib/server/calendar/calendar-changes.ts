import "server-only";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { AdminCalendarEvent, CreateCalendarEventBody } from "@/lib/contract/admin-calendar";
import type { Db } from "@/lib/server/platform/db/client";
import { brands, calendarEventBrands, calendarEvents, profiles } from "@/lib/server/platform/db/schema";
import { badRequest, notFound } from "@/lib/server/platform/http-errors";
import { idOr404 } from "@/lib/server/platform/row-id";
import { calendarEventFields } from "./calendar-event-fields";

const EVENT_NOT_FOUND = "Event not found.";

/** Every event, soonest first, with its user's e-mail and its brands (ids and names in brand order). */
export async function listAllEvents(db: Db, onlyId?: string): Promise<AdminCalendarEvent[]> {
  const e = calendarEvents;
  const eventBrands = db
    .select({
      ids: sql<string[]>`array_agg(${brands.id}::text order by ${brands.position}, ${brands.code})`.as("brand_ids"),
      names: sql<string[]>`array_agg(${brands.name} order by ${brands.position}, ${brands.code})`.as("brand_names"),
    })
    .from(calendarEventBrands)
    .innerJoin(brands, eq(brands.id, calendarEventBrands.brandId))
    .where(eq(calendarEventBrands.eventId, e.id))
    .as("b");
  const rows = await db
    .select({
      ...calendarEventFields,
      userId: e.userId,
      userEmail: profiles.email,
      assignToAllUsers: e.assignToAllUsers,
      brandIds: sql<string[]>`coalesce(${eventBrands.ids}, '{}')`,
      brandNames: sql<string[]>`coalesce(${eventBrands.names}, '{}')`,
      assignToAllBrands: e.assignToAllBrands,
      isActive: e.isActive,
      createdAt: e.createdAt,
    })
    .from(e)
    .leftJoin(profiles, eq(profiles.id, e.userId))
    .leftJoinLateral(eventBrands, sql`true`)
    .where(onlyId ? eq(e.id, onlyId) : undefined)
    .orderBy(e.startDate, e.id);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

async function assertKnown(db: Db, brandIds: string[], userId: string | null): Promise<void> {
  const known = brandIds.length
    ? await db.select({ id: brands.id }).from(brands).where(inArray(brands.id, brandIds))
    : [];
  const unknown = brandIds.filter((id) => !known.some((b) => b.id === id));
  if (unknown.length) throw badRequest(`Unknown brand: ${unknown.join(", ")}.`, "unknown_brand");
  if (userId === null) return;
  const [user] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.id, userId), isNull(profiles.deletedAt)));
  if (!user) throw badRequest(`Unknown user: ${userId}.`, "unknown_user");
}

/** Creates the event and its brand links in one transaction. The contract refuses an end before the start. */
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
    if (brandIds.length)
      await tx.insert(calendarEventBrands).values(brandIds.map((brandId) => ({ eventId: row.id, brandId })));
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
