import { route } from "@/lib/server/platform/http";
import { repFunnel } from "@/lib/server/reports/rep-funnel";

export const GET = route({ auth: "admin" }, ({ runtime }) => repFunnel(runtime.db));
