import { route } from "@/lib/server/platform/http";
import { repActivity } from "@/lib/server/engagement/rep-activity";

export const GET = route({ auth: "user" }, ({ runtime, user }) => repActivity(runtime.db, user));
