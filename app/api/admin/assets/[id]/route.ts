import { route } from "@/lib/server/app/api-route";
import { ASSET_KIND, deleteLibraryItem } from "@/lib/server/library/admin-library";

export const DELETE = route({ auth: "admin" }, ({ runtime, params }) =>
  deleteLibraryItem(runtime.db, ASSET_KIND, String(params.id)),
);
