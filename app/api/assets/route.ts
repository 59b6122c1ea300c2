import { listAssetsQuerySchema } from "@/lib/contract/assets";
import { route } from "@/lib/server/http";
import { listAssets } from "@/lib/server/services/assets";

export const GET = route({ auth: "user", query: listAssetsQuerySchema }, ({ runtime, user, query }) => listAssets(runtime.db, user, query));
