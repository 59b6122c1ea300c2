import { route } from "@/lib/server/app/api-route";
import { linkStats } from "@/lib/server/links/link-stats";

export const GET = route({ auth: "user" }, ({ db, user }) => linkStats(db, user));
