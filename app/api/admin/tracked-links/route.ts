import { route } from "@/lib/server/app/api-route";
import { listAllTrackedLinks } from "@/lib/server/links/admin-links";

export const GET = route({ auth: "admin" }, ({ db }) => listAllTrackedLinks(db));
