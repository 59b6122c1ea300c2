import { route } from "@/lib/server/app/api-route";
import { repActivity } from "@/lib/server/engagement/rep-activity";

export const GET = route({ auth: "user" }, ({ db, user }) => repActivity(db, user));
