import { updateUserBodySchema } from "@/lib/contract/admin-users";
import { route } from "@/lib/server/platform/http";
import { deletePortalUser, updateUser } from "@/lib/server/users/admin-users";

export const PATCH = route({ auth: "admin", body: updateUserBodySchema }, ({ runtime, user, params, body }) =>
  updateUser(runtime, user, String(params.id), body),
);

export const DELETE = route({ auth: "admin" }, ({ runtime, user, params }) =>
  deletePortalUser(runtime, user, String(params.id)),
);
