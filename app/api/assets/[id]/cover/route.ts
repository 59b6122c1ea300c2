import { route } from "@/lib/server/app/api-route";
import { assetCover } from "@/lib/server/library/asset-cover";

export const GET = route({ auth: "user" }, ({ runtime, user, params }) => assetCover(runtime, user, params.id));
