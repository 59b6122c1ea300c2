import { route } from "@/lib/server/http";
import { adminLinkStats } from "@/lib/server/services/admin-links";

export const GET = route({ auth: "admin" }, ({ runtime }) => adminLinkStats(runtime.db));
