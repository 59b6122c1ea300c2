"use client";

import { CardHeading } from "@/components/shared/card-heading";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useAdminCalendarEvents, useDeleteCalendarEvent } from "@/lib/client/api/admin-calendar-queries";
import { useQueryErrorToast } from "@/lib/client/data/use-query-error-toast";
import { AddEventDialog } from "./add-event-dialog";
import { CalendarEventCards } from "./calendar-event-cards";
import { CalendarEventsTable, type EventViewProps } from "./calendar-events-table";

function LoadingRows() {
  return (
    <div role="status" aria-label="Loading events" className="grid gap-3 px-6">
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} className="h-10 w-full" />
      ))}
    </div>
  );
}

/**
 * The Calendar tab (docs/screens.md#calendar-tab): every event in a table (cards below 768px), 'Add Event' and a delete
 * per row.
 */
export function CalendarTab() {
  const { data, error, isLoading } = useAdminCalendarEvents();
  useQueryErrorToast(error, "Failed to load events");
  const remove = useDeleteCalendarEvent();
  const events = data ?? [];
  const view: EventViewProps = {
    events,
    onDelete: (id) => remove.mutate(id),
    deletingId: remove.isPending ? remove.variables : undefined,
  };

  return (
    <Card>
      <CardHeader className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1.5">
          <CardHeading className="text-xl">Calendar Events</CardHeading>
          <CardDescription>
            Events appear in the Sales Calendar of the reps and brands they are assigned to.
          </CardDescription>
        </div>
        <AddEventDialog />
      </CardHeader>
      <CardContent className="px-0">
        {isLoading ? (
          <LoadingRows />
        ) : events.length === 0 ? (
          <p className="px-6 text-sm text-muted-foreground">
            {error ? "The events could not be loaded." : "No calendar events yet"}
          </p>
        ) : (
          <>
            <CalendarEventsTable {...view} />
            <CalendarEventCards {...view} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
