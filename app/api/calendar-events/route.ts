import { listCalendarEventsQuerySchema } from "@/lib/contract/calendar";
import { route } from "@/lib/server/platform/http";
import { listUpcomingEvents } from "@/lib/server/calendar/calendar-events";

export const GET = route({ auth: "user", query: listCalendarEventsQuerySchema }, ({ runtime, user, query }) =>
  listUpcomingEvents(runtime.db, user, query),
);
