import type { z } from "zod";
import { createCalendarEventBodySchema, DEFAULT_EVENT_COLOR } from "@/lib/contract/admin-calendar";

export const NO_USER_MESSAGE = "Please choose a user, or tick 'Assign to all users'.";

/**
 * The server's event contract plus one rule of the form: the admin names the audience, a user or
 * 'Assign to all users' (the server reads no user as all users; the form asks rather than guess).
 */
export const eventFormSchema = createCalendarEventBodySchema.in
  .refine((event) => event.assignToAllUsers || event.userId != null, { message: NO_USER_MESSAGE, path: ["userId"] })
  .pipe(createCalendarEventBodySchema.out);

export type EventFormValues = z.input<typeof eventFormSchema>;

/** Defaults (docs/rules.md#types-and-defaults): meeting, not all day, #3b82f6, active; no user or brand chosen yet. */
export const EVENT_FORM_DEFAULTS: EventFormValues = {
  title: "",
  description: "",
  startDate: "",
  endDate: "",
  eventType: "meeting",
  isAllDay: false,
  color: DEFAULT_EVENT_COLOR,
  userId: null,
  brandIds: [],
  assignToAllBrands: false,
  assignToAllUsers: false,
  isActive: true,
};
