import { route } from "@/lib/server/app/api-route";
import { deleteEvent } from "@/lib/server/calendar/calendar-changes";

export const DELETE = route({ auth: "admin" }, ({ db, params }) => deleteEvent(db, String(params.id)));
