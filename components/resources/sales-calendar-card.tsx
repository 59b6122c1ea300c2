"use client";

import { CalendarDaysIcon } from "lucide-react";
import { EventColorDot } from "@/components/shared/event-color-dot";
import { Badge } from "@/components/ui/badge";
import { formatDate, formatDateTime } from "@/lib/client/format/format";
import { useCalendarEvents } from "@/lib/client/api/calendar-queries";
import type { PortalCalendarEvent } from "@/lib/contract/calendar";
import { ResourceCard } from "./resource-card";
import { ResourceList } from "./resource-list";

function EventRow({ event }: { event: PortalCalendarEvent }) {
  const when = event.isAllDay ? formatDate(event.startDate) : formatDateTime(event.startDate);
  return (
    <li className="flex gap-3 rounded-lg border p-3">
      <EventColorDot color={event.color} />
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
  const events = useCalendarEvents();
  return (
    <ResourceCard icon={CalendarDaysIcon} title="Sales Calendar">
      <ResourceList
        query={events}
        failure="Failed to load events"
        loadingText="Loading events..."
        emptyText="No upcoming events"
        label="Upcoming events"
      >
        {(event) => <EventRow key={event.id} event={event} />}
      </ResourceList>
    </ResourceCard>
  );
}
