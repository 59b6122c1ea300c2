import { shareAssetBodySchema } from "@/lib/contract/assets";
import { route } from "@/lib/server/http";
import { shareAsset } from "@/lib/server/services/share-links";

export const POST = route({ auth: "user", body: shareAssetBodySchema }, ({ runtime, user, body }) =>
  shareAsset(runtime.db, user, body.assetId),
);
