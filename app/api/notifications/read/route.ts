import { route } from "@/lib/server/app/api-route";
import { markAllRead } from "@/lib/server/alerts/alert-inbox";

export const POST = route({ auth: "user" }, ({ db, user }) => markAllRead(db, user));
