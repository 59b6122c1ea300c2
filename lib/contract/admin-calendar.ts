import { z } from "zod";
import { descriptionSchema, hasBrand, idListSchema, NO_BRAND_MESSAGE, titleSchema } from "./admin-common";
import { eventTypeSchema, portalCalendarEventSchema } from "./calendar";

export const EVENT_TITLE_MAX = 200;
export const DEFAULT_EVENT_COLOR = "#3b82f6";

/** A real calendar date-time as a datetime-local input gives it: 'yyyy-MM-ddTHH:mm' (seconds optional). */
export function isLocalDateTime(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? "0"));
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return (
    date.getUTCMonth() + 1 === month &&
    date.getUTCDate() === day &&
    Number(hour) < 24 &&
    Number(minute) < 60 &&
    Number(second) < 60
  );
}

const localDateTime = (label: string) =>
  z
    .string({ error: `Please enter the ${label}.` })
    .trim()
    .min(1, `Please enter the ${label}.`)
    .refine(isLocalDateTime, `The ${label} must be a date and time like 2026-05-01T09:30.`);

export const END_BEFORE_START_MESSAGE = "The end date must not be before the start date.";

/** 'yyyy-MM-ddTHH:mm' with seconds, so two local date-times compare as strings. */
const withSeconds = (value: string) => (value.trim().length === 16 ? `${value.trim()}:00` : value.trim());

const endsAfterStart = (event: { startDate: string; endDate: string }) =>
  withSeconds(event.endDate) >= withSeconds(event.startDate);

/**
 * POST /api/admin/calendar-events body (defaults of docs/rules.md#types-and-defaults; an event may not end before it
 * starts).
 */
export const createCalendarEventBodySchema = z
  .object({
    title: titleSchema(EVENT_TITLE_MAX),
    description: descriptionSchema(5000),
    startDate: localDateTime("start date"),
    endDate: localDateTime("end date"),
    eventType: eventTypeSchema.default("meeting"),
    isAllDay: z.boolean({ error: "isAllDay must be true or false." }).default(false),
    color: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, "The color must be a hex color like #3b82f6.")
      .transform((v) => v.toLowerCase())
      .default(DEFAULT_EVENT_COLOR),
    userId: z
      .uuid("The userId must be a user's id (a UUID).")
      .nullish()
      .transform((v) => v ?? null),
    brandIds: idListSchema("brand"),
    assignToAllBrands: z.boolean({ error: "assignToAllBrands must be true or false." }).default(false),
    assignToAllUsers: z.boolean({ error: "assignToAllUsers must be true or false." }).default(false),
    isActive: z.boolean({ error: "isActive must be true or false." }).default(true),
  })
  .refine(hasBrand, { message: NO_BRAND_MESSAGE, path: ["brandIds"] })
  .refine(endsAfterStart, {
    message: END_BEFORE_START_MESSAGE,
    path: ["endDate"],
    // Checked as soon as both dates are valid, so the form shows it beside other missing fields.
    when: ({ value }) => {
      if (typeof value !== "object" || value === null) return false;
      const dates = value as { startDate?: unknown; endDate?: unknown };
      return [dates.startDate, dates.endDate].every((d) => typeof d === "string" && isLocalDateTime(d.trim()));
    },
  })
  // No user chosen means every user: an event nobody could ever see is not a thing to store.
  .transform((event) =>
    event.assignToAllUsers || event.userId === null ? { ...event, assignToAllUsers: true, userId: null } : event,
  );
export type CreateCalendarEventBody = z.infer<typeof createCalendarEventBodySchema>;

/** An event in the admin table; userEmail null shows 'All Users'. Dates are local 'yyyy-MM-ddTHH:mm:ss'. */
export const adminCalendarEventSchema = portalCalendarEventSchema.extend({
  userId: z.string().nullable(),
  userEmail: z.string().nullable(),
  assignToAllUsers: z.boolean(),
  brandIds: z.array(z.string()),
  brandNames: z.array(z.string()),
  assignToAllBrands: z.boolean(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type AdminCalendarEvent = z.infer<typeof adminCalendarEventSchema>;
