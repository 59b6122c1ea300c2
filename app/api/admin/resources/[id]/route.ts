import { route } from "@/lib/server/app/api-route";
import { deleteLibraryItem, RESOURCE_KIND } from "@/lib/server/library/library-changes";

export const DELETE = route({ auth: "admin" }, ({ db, params }) =>
  deleteLibraryItem(db, RESOURCE_KIND, String(params.id)),
);
