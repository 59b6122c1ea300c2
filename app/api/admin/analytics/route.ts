import { route } from "@/lib/server/app/api-route";
import { analytics } from "@/lib/server/reports/admin-analytics";

export const GET = route({ auth: "admin" }, ({ db }) => analytics(db));
