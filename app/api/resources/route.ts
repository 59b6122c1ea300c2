import { listResourcesQuerySchema } from "@/lib/contract/resources";
import { route } from "@/lib/server/app/api-route";
import { listResources } from "@/lib/server/library/resource-list";

export const GET = route({ auth: "user", query: listResourcesQuerySchema }, ({ db, user, query }) =>
  listResources(db, user, query),
);
