import { updateTrackedLinkSchema } from "@/lib/contract/tracked-links";
import { route } from "@/lib/server/app/api-route";
import { deleteTrackedLink, updateTrackedLink } from "@/lib/server/links/link-changes";

/** The rep's own link only: another rep's id is a 404 (lib/server/links/link-changes.ts). */
export const PATCH = route({ auth: "user", body: updateTrackedLinkSchema }, ({ db, user, params, body }) =>
  updateTrackedLink(db, String(params.id), body, { ownerId: user.id }),
);

export const DELETE = route({ auth: "user" }, ({ db, user, params }) =>
  deleteTrackedLink(db, String(params.id), { ownerId: user.id }),
);
