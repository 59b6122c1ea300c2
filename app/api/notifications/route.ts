import { route } from "@/lib/server/app/api-route";
import { listNotifications } from "@/lib/server/alerts/alert-inbox";

export const GET = route({ auth: "user" }, ({ db, user }) => listNotifications(db, user));
