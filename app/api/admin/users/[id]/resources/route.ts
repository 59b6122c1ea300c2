import { assignResourceBodySchema } from "@/lib/contract/admin-assignments";
import { route } from "@/lib/server/app/api-route";
import { assignItem } from "@/lib/server/library/assignment-changes";
import { RESOURCE_KIND } from "@/lib/server/library/library-changes";

export const POST = route({ auth: "admin", body: assignResourceBodySchema }, ({ db, params, body }) =>
  assignItem(db, RESOURCE_KIND, String(params.id), body.resourceId),
);
