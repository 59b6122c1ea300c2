import { createAssetBodySchema } from "@/lib/contract/admin-library";
import { route } from "@/lib/server/app/api-route";
import { updateAsset } from "@/lib/server/library/asset-edits";
import { ASSET_KIND, deleteLibraryItem } from "@/lib/server/library/library-changes";

export const PUT = route({ auth: "admin", body: createAssetBodySchema }, ({ db, env, user, params, body }) =>
  updateAsset(env, db, user, String(params.id), body),
);

export const DELETE = route({ auth: "admin" }, ({ db, params }) =>
  deleteLibraryItem(db, ASSET_KIND, String(params.id)),
);
