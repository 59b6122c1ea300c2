import { route } from "@/lib/server/app/api-route";
import { listAllTrackedLinks } from "@/lib/server/links/all-links";

export const GET = route({ auth: "admin" }, ({ db }) => listAllTrackedLinks(db));
