"use client";

import { useQuery } from "@tanstack/react-query";
import { parsedQueryFn } from "@/lib/client/data/fetcher";
import type { CreateCalendarEventBody } from "@/lib/contract/admin-calendar";
import { useAdminCreate, useAdminDelete, type AdminListKey } from "./admin-mutation";
import { calendarEventsKey } from "./calendar-queries";
import { useIsAdmin } from "./signed-in";
import { schemaOf } from "./schema-of";

const adminEventsKey: AdminListKey = ["/api/admin/calendar-events"];
/** A change shows in the admin's table and in the reps' Sales Calendar alike. */
const changed = [adminEventsKey, calendarEventsKey];

/** GET /api/admin/calendar-events: every event. */
export function useAdminCalendarEvents() {
  return useQuery({
    queryKey: adminEventsKey,
    queryFn: parsedQueryFn(schemaOf("adminCalendarEvents")),
    enabled: useIsAdmin(),
  });
}

/** POST /api/admin/calendar-events; `onCreated` follows the success toast. */
export const useCreateCalendarEvent = (onCreated: () => void) =>
  useAdminCreate<CreateCalendarEventBody>(
    adminEventsKey,
    { success: "Event created successfully", failure: "Failed to create event" },
    onCreated,
    changed,
  );

/** DELETE /api/admin/calendar-events/{id}. */
export const useDeleteCalendarEvent = () =>
  useAdminDelete(adminEventsKey, { success: "Event deleted successfully", failure: "Failed to delete event" }, changed);
