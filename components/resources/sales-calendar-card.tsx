"use client";

import { CalendarDaysIcon } from "lucide-react";
import { useQueryErrorToast } from "@/lib/client/hooks/use-query-error-toast";
import { useBrand } from "@/lib/client/brand/brand-context";
import { EventColourDot } from "@/components/shared/event-colour-dot";
import { Badge } from "@/components/ui/badge";
import { CardHeading } from "@/components/shared/card-heading";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { formatDate, formatDateTime } from "@/lib/client/format";
import { useCalendarEvents } from "@/lib/client/api/calendar";
import type { PortalCalendarEvent } from "@/lib/contract/calendar";

function EventRow({ event }: { event: PortalCalendarEvent }) {
  const when = event.isAllDay ? formatDate(event.startDate) : formatDateTime(event.startDate);
  return (
    <li className="flex gap-3 rounded-lg border p-3">
      <EventColourDot colour={event.color} />
      <div className="min-w-0 flex-1 space-y-1">
        <h3 title={event.title} className="line-clamp-2 text-sm font-medium wrap-anywhere">
          {event.title}
        </h3>
        {when && (
          <p className="text-xs text-muted-foreground">
            <time dateTime={event.startDate}>{when}</time>
            {event.isAllDay && " (all day)"}
          </p>
        )}
        <Badge variant="outline" className="capitalize">
          {event.eventType}
        </Badge>
      </div>
    </li>
  );
}

/** 'Sales Calendar': the rep's upcoming events for the brand, or 'No upcoming events'. */
export function SalesCalendarCard() {
  const brandLoading = useBrand().isLoading;
  const { data, error, isLoading } = useCalendarEvents();
  useQueryErrorToast(error, "Failed to load events");
  const events = data ?? [];
  return (
    <Card>
      <CardHeader>
        <CardHeading className="flex items-center gap-2 text-lg">
          <CalendarDaysIcon aria-hidden="true" className="size-5 text-muted-foreground" />
          Sales Calendar
        </CardHeading>
      </CardHeader>
      <CardContent>
        {brandLoading || isLoading ? (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner />
            Loading events...
          </p>
        ) : events.length === 0 ? (
          <p className="text-sm text-muted-foreground">No upcoming events</p>
        ) : (
          <ul aria-label="Upcoming events" className="grid gap-3">
            {events.map((event) => (
              <EventRow key={event.id} event={event} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
