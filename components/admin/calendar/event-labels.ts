import { formatDate, formatDateTime } from "@/lib/client/format/format";
import type { AdminCalendarEvent } from "@/lib/contract/admin-calendar";

/** 'MMM d, yyyy h:mm a', or 'MMM d, yyyy' for an all-day event. */
export function eventDate(value: string, isAllDay: boolean): string {
  return (isAllDay ? formatDate(value) : formatDateTime(value)) ?? value;
}

/** The Brands column (docs/screens.md#calendar-tab): the brands' names, or 'All Brands'. */
export function eventBrands(event: AdminCalendarEvent): string {
  return event.assignToAllBrands || event.brandNames.length === 0 ? "All Brands" : event.brandNames.join(", ");
}
