import { route } from "@/lib/server/app/api-route";
import { assetCover } from "@/lib/server/library/asset-cover";

export const GET = route({ auth: "user" }, ({ db, env, user, params }) => assetCover({ db, env }, user, params.id));
