import { route } from "@/lib/server/app/api-route";
import { analytics } from "@/lib/server/reports/analytics-report";

export const GET = route({ auth: "admin" }, ({ db }) => analytics(db));
