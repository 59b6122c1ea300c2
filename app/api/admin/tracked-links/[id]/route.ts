import { route } from "@/lib/server/app/api-route";
import { deleteTrackedLink } from "@/lib/server/links/link-changes";

export const DELETE = route({ auth: "admin" }, ({ db, params }) => deleteTrackedLink(db, String(params.id), "any"));
