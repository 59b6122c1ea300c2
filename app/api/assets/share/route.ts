import { shareAssetBodySchema } from "@/lib/contract/assets";
import { route } from "@/lib/server/app/api-route";
import { brandCookieCode } from "@/lib/server/brands/brand-cookie-code";
import { shareAsset } from "@/lib/server/shares/share-links";

export const POST = route({ auth: "user", body: shareAssetBodySchema }, ({ request, db, user, body }) =>
  shareAsset(db, user, body.assetId, { brandId: body.brandId, brandCode: brandCookieCode(request) }),
);
