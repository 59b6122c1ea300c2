import { listResourcesQuerySchema } from "@/lib/contract/resources";
import { route } from "@/lib/server/app/api-route";
import { listResources } from "@/lib/server/library/resources";

export const GET = route({ auth: "user", query: listResourcesQuerySchema }, ({ runtime, user, query }) =>
  listResources(runtime.db, user, query),
);
