import { listCalendarEventsQuerySchema } from "@/lib/contract/calendar";
import { route } from "@/lib/server/app/api-route";
import { listUpcomingEvents } from "@/lib/server/calendar/calendar-events";

export const GET = route({ auth: "user", query: listCalendarEventsQuerySchema }, ({ db, user, query }) =>
  listUpcomingEvents(db, user, query),
);
