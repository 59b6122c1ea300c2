import { route } from "@/lib/server/app/api-route";
import { adminLinkStats } from "@/lib/server/links/all-links";

export const GET = route({ auth: "admin" }, ({ db }) => adminLinkStats(db));
