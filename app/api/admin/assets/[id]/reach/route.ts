import { route } from "@/lib/server/app/api-route";
import { assetReach } from "@/lib/server/library/asset-edits";

export const GET = route({ auth: "admin" }, ({ db, params }) => assetReach(db, String(params.id)));
