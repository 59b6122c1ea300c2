import { route } from "@/lib/server/app/api-route";
import { ASSET_KIND, deleteLibraryItem } from "@/lib/server/library/library-changes";

export const DELETE = route({ auth: "admin" }, ({ db, params }) =>
  deleteLibraryItem(db, ASSET_KIND, String(params.id)),
);
