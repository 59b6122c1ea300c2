"use client";

import { ConfirmDeleteButton } from "@/components/shared/confirm-delete";
import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { apiRequest } from "@/lib/client/fetcher";
import { formatDate, formatDateTime } from "@/lib/client/format";
import { adminKeys, useAdminMutation } from "@/lib/client/hooks/admin-queries";
import type { AdminCalendarEvent } from "@/lib/contract/admin-calendar";

/** 'MMM d, yyyy h:mm a', or 'MMM d, yyyy' for an all-day event. */
function eventDate(value: string, isAllDay: boolean): string {
  return (isAllDay ? formatDate(value) : formatDateTime(value)) ?? value;
}

function EventRow({ event, onDelete, deleting }: { event: AdminCalendarEvent; onDelete: () => void; deleting: boolean }) {
  const brands = event.assignToAllBrands || event.brandNames.length === 0 ? "All Brands" : event.brandNames.join(", ");
  return (
    <TableRow>
      <TableCell className="max-w-64 min-w-40">
        <div className="flex items-start gap-2">
          <span aria-hidden="true" className="mt-1.5 size-2.5 shrink-0 rounded-full" style={{ backgroundColor: event.color }} />
          <div className="min-w-0">
            <p className="font-medium wrap-anywhere">{event.title}</p>
            {!event.isActive && (
              <Badge variant="outline" className="mt-1 text-muted-foreground">
                Inactive
              </Badge>
            )}
          </div>
        </div>
      </TableCell>
      <TableCell>
        <Badge variant="outline" className="capitalize">
          {event.eventType}
        </Badge>
      </TableCell>
      <TableCell className="whitespace-nowrap">{eventDate(event.startDate, event.isAllDay)}</TableCell>
      <TableCell className="whitespace-nowrap">{eventDate(event.endDate, event.isAllDay)}</TableCell>
      <TableCell className="max-w-56 wrap-anywhere">{event.userEmail ?? "All Users"}</TableCell>
      <TableCell className="max-w-56">{brands}</TableCell>
      <TableCell className="py-1">
        <ConfirmDeleteButton noun="event" label={event.title} onConfirm={onDelete} disabled={deleting} />
      </TableCell>
    </TableRow>
  );
}

/** The events table of SPEC §2: Title, Type, Start Date, End Date, Assigned To, Brands, Actions. */
export function CalendarEventsTable({ events }: { events: AdminCalendarEvent[] }) {
  const remove = useAdminMutation({
    mutationFn: (id: string) => apiRequest("DELETE", `/api/admin/calendar-events/${encodeURIComponent(id)}`),
    success: "Event deleted successfully",
    failure: "Failed to delete event",
    invalidates: [adminKeys.calendarEvents, ["/api/calendar-events"]],
  });

  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Title</TableHead>
          <TableHead>Type</TableHead>
          <TableHead>Start Date</TableHead>
          <TableHead>End Date</TableHead>
          <TableHead>Assigned To</TableHead>
          <TableHead>Brands</TableHead>
          <TableHead>Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {events.map((event) => (
          <EventRow
            key={event.id}
            event={event}
            onDelete={() => remove.mutate(event.id)}
            deleting={remove.isPending && remove.variables === event.id}
          />
        ))}
      </TableBody>
    </Table>
  );
}
