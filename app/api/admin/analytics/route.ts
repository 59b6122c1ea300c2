import { route } from "@/lib/server/platform/http";
import { analytics } from "@/lib/server/reports/admin-analytics";

export const GET = route({ auth: "admin" }, ({ runtime }) => analytics(runtime.db));
