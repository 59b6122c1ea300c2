import { route } from "@/lib/server/platform/http";
import { adminLinkStats } from "@/lib/server/links/admin-links";

export const GET = route({ auth: "admin" }, ({ runtime }) => adminLinkStats(runtime.db));
