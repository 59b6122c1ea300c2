import { assignAssetBodySchema } from "@/lib/contract/admin-assignments";
import { route } from "@/lib/server/app/api-route";
import { assignItem } from "@/lib/server/library/assignment-changes";
import { ASSET_KIND } from "@/lib/server/library/library-changes";

export const POST = route({ auth: "admin", body: assignAssetBodySchema }, ({ db, params, body }) =>
  assignItem(db, ASSET_KIND, String(params.id), body.assetId),
);
