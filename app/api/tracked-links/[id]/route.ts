import { updateTrackedLinkSchema } from "@/lib/contract/tracked-links";
import { route } from "@/lib/server/app/api-route";
import { deleteTrackedLink, updateTrackedLink } from "@/lib/server/links/link-changes";

/** The rep's own link only: another rep's id is a 404 (lib/server/links/link-changes.ts). */
export const PATCH = route({ auth: "user", body: updateTrackedLinkSchema }, ({ runtime, user, params, body }) =>
  updateTrackedLink(runtime.db, String(params.id), body, { ownerId: user.id }),
);

export const DELETE = route({ auth: "user" }, ({ runtime, user, params }) =>
  deleteTrackedLink(runtime.db, String(params.id), { ownerId: user.id }),
);
