import { EventColorDot } from "@/components/shared/event-color-dot";
import { Badge } from "@/components/ui/badge";
import type { AdminCalendarEvent } from "@/lib/contract/admin-calendar";

/** An event's color dot and title, marked when the event is inactive. */
export function EventTitle({ event }: { event: AdminCalendarEvent }) {
  return (
    <div className="flex min-w-0 items-start gap-2">
      <EventColorDot color={event.color} />
      <div className="min-w-0">
        <p className="font-medium wrap-anywhere">{event.title}</p>
        {!event.isActive && (
          <Badge variant="outline" className="mt-1 text-muted-foreground">
            Inactive
          </Badge>
        )}
      </div>
    </div>
  );
}
