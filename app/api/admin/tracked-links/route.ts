import { route } from "@/lib/server/platform/http";
import { listAllTrackedLinks } from "@/lib/server/links/admin-links";

export const GET = route({ auth: "admin" }, ({ runtime }) => listAllTrackedLinks(runtime.db));
