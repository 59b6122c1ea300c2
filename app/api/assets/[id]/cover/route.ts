import { route } from "@/lib/server/platform/http";
import { assetCover } from "@/lib/server/library/asset-cover";

export const GET = route({ auth: "user" }, ({ runtime, user, params }) => assetCover(runtime, user, params.id));
