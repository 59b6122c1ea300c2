import { updateUserBodySchema } from "@/lib/contract/admin-users";
import { route } from "@/lib/server/app/api-route";
import { publicOrigin } from "@/lib/server/platform/request/public-origin";
import { deletePortalUser } from "@/lib/server/users/admin-users";
import { updateInvitedUser } from "@/lib/server/users/user-invitation";

export const PATCH = route({ auth: "admin", body: updateUserBodySchema }, ({ runtime, user, params, body, request }) =>
  updateInvitedUser(runtime, user, String(params.id), body, publicOrigin(request, runtime.env)),
);

export const DELETE = route({ auth: "admin" }, ({ runtime, user, params }) =>
  deletePortalUser(runtime, user, String(params.id)),
);
