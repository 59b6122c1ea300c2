import { route } from "@/lib/server/app/api-route";
import { deleteEvent } from "@/lib/server/calendar/admin-calendar";

export const DELETE = route({ auth: "admin" }, ({ runtime, params }) => deleteEvent(runtime.db, String(params.id)));
