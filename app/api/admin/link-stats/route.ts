import { route } from "@/lib/server/http";
import { adminLinkStats } from "@/lib/server/tracked-links/admin-links";

export const GET = route({ auth: "admin" }, ({ runtime }) => adminLinkStats(runtime.db));
