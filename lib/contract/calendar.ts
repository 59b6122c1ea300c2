import { z } from "zod";
import { brandIdSchema } from "./brands";

/** GET /api/calendar-events query. */
export const listCalendarEventsQuerySchema = z.object({ brandId: brandIdSchema });
export type ListCalendarEventsQuery = z.infer<typeof listCalendarEventsQuerySchema>;

export const eventTypeSchema = z.enum(["meeting", "deadline", "training", "conference"]);

/** An upcoming event; dates are local date-times without a zone, e.g. "2026-11-30T18:00:00". */
export const portalCalendarEventSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  eventType: eventTypeSchema,
  isAllDay: z.boolean(),
  color: z.string(),
});
export type PortalCalendarEvent = z.infer<typeof portalCalendarEventSchema>;
