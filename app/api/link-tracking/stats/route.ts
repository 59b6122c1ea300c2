import { route } from "@/lib/server/platform/http";
import { linkStats } from "@/lib/server/links/link-stats";

export const GET = route({ auth: "user" }, ({ runtime, user }) => linkStats(runtime.db, user));
