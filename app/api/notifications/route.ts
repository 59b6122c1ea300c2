import { route } from "@/lib/server/app/api-route";
import { listNotifications } from "@/lib/server/alerts/notifications";

export const GET = route({ auth: "user" }, ({ db, user }) => listNotifications(db, user));
