import { createCalendarEventBodySchema } from "@/lib/contract/admin-calendar";
import { route } from "@/lib/server/app/api-route";
import { createEvent, listAllEvents } from "@/lib/server/calendar/calendar-changes";

export const GET = route({ auth: "admin" }, ({ db }) => listAllEvents(db));

export const POST = route({ auth: "admin", body: createCalendarEventBodySchema }, async ({ db, body }) =>
  Response.json(await createEvent(db, body), { status: 201 }),
);
