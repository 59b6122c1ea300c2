import { ConfirmDeleteButton } from "@/components/shared/confirm-delete";
import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { AdminCalendarEvent } from "@/lib/contract/admin-calendar";
import { EventTitle } from "./event-title";
import { eventBrands, eventDate } from "./event-labels";

/** What the table and the cards of the events show and do. */
export interface EventViewProps {
  events: AdminCalendarEvent[];
  onDelete: (id: string) => void;
  deletingId: string | undefined;
}

const COLUMNS = ["Title", "Type", "Start Date", "End Date", "Assigned To", "Brands", "Actions"] as const;

/**
 * From 768px, the events table (docs/screens.md#calendar-tab): Title, Type, Start Date, End Date, Assigned To, Brands,
 * Actions.
 */
export function CalendarEventsTable({ events, onDelete, deletingId }: EventViewProps) {
  return (
    <div className="hidden md:block">
      <Table>
        <TableHeader>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableHead key={column}>{column}</TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {events.map((event) => (
            <TableRow key={event.id}>
              <TableCell className="max-w-64 min-w-40">
                <EventTitle event={event} />
              </TableCell>
              <TableCell>
                <Badge variant="outline" className="capitalize">
                  {event.eventType}
                </Badge>
              </TableCell>
              <TableCell className="whitespace-nowrap">{eventDate(event.startDate, event.isAllDay)}</TableCell>
              <TableCell className="whitespace-nowrap">{eventDate(event.endDate, event.isAllDay)}</TableCell>
              <TableCell className="max-w-56 wrap-anywhere">{event.userEmail ?? "All Users"}</TableCell>
              <TableCell className="max-w-56">{eventBrands(event)}</TableCell>
              <TableCell className="py-1">
                <ConfirmDeleteButton
                  noun="event"
                  label={event.title}
                  onConfirm={() => onDelete(event.id)}
                  disabled={deletingId === event.id}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
