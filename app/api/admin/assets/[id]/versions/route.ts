import { route } from "@/lib/server/app/api-route";
import { assetVersionList } from "@/lib/server/library/asset-version-list";

export const GET = route({ auth: "admin" }, ({ db, params }) => assetVersionList(db, String(params.id)));
