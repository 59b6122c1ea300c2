import { updateUserBodySchema } from "@/lib/contract/admin-users";
import { route } from "@/lib/server/app/api-route";
import { publicOrigin } from "@/lib/server/platform/request/public-origin";
import { deletePortalUser } from "@/lib/server/users/user-accounts";
import { updateInvitedUser } from "@/lib/server/users/user-invitation";
import { authSetup } from "@/lib/server/auth/keys";
import { serverMailer } from "@/lib/server/platform/mail/mailer";

export const PATCH = route(
  { auth: "admin", body: updateUserBodySchema },
  async ({ db, env, user, params, body, request }) =>
    updateInvitedUser(await authSetup(db), serverMailer(), user, String(params.id), body, publicOrigin(request, env)),
);

export const DELETE = route({ auth: "admin" }, async ({ db, user, params }) =>
  deletePortalUser(await authSetup(db), user, String(params.id)),
);
