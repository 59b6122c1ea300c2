import { route } from "@/lib/server/http";
import { listAllTrackedLinks } from "@/lib/server/services/admin-links";

export const GET = route({ auth: "admin" }, ({ runtime }) => listAllTrackedLinks(runtime.db));
