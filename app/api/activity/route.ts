import { route } from "@/lib/server/platform/http";
import { repActivity } from "@/lib/server/hits/rep-activity";

export const GET = route({ auth: "user" }, ({ runtime, user }) => repActivity(runtime.db, user));
