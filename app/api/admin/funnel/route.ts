import { route } from "@/lib/server/app/api-route";
import { repFunnel } from "@/lib/server/reports/rep-funnel";

export const GET = route({ auth: "admin" }, ({ db }) => repFunnel(db));
