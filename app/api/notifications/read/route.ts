import { route } from "@/lib/server/platform/http";
import { markAllRead } from "@/lib/server/alerts/notifications";

export const POST = route({ auth: "user" }, ({ runtime, user }) => markAllRead(runtime.db, user));
