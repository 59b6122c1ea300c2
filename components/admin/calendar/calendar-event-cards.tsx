import { ConfirmDeleteButton } from "@/components/shared/confirm-delete";
import { Badge } from "@/components/ui/badge";
import { CardList, FactsCard } from "@/components/ui/card-list";
import type { EventViewProps } from "./calendar-events-table";
import { EventTitle } from "./event-title";
import { eventBrands, eventDate } from "./event-labels";

/** Below 768px, one card per event with the table's facts. */
export function CalendarEventCards({ events, onDelete, deletingId }: EventViewProps) {
  return (
    <CardList aria-label="Calendar events">
      {events.map((event) => (
        <FactsCard
          key={event.id}
          title={<EventTitle event={event} />}
          badge={
            <Badge variant="outline" className="capitalize">
              {event.eventType}
            </Badge>
          }
          facts={[
            ["Start Date", eventDate(event.startDate, event.isAllDay)],
            ["End Date", eventDate(event.endDate, event.isAllDay)],
            ["Assigned To", event.userEmail ?? "All Users"],
            ["Brands", eventBrands(event)],
          ]}
          action={
            <ConfirmDeleteButton
              noun="event"
              label={event.title}
              onConfirm={() => onDelete(event.id)}
              disabled={deletingId === event.id}
            />
          }
        />
      ))}
    </CardList>
  );
}
