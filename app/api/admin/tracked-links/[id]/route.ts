import { route } from "@/lib/server/app/api-route";
import { deleteTrackedLink } from "@/lib/server/links/link-changes";

export const DELETE = route({ auth: "admin" }, ({ runtime, params }) =>
  deleteTrackedLink(runtime.db, String(params.id), "any"),
);
