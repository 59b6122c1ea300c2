import { createUserBodySchema } from "@/lib/contract/admin-users";
import { route } from "@/lib/server/app/api-route";
import { publicOrigin } from "@/lib/server/platform/request/public-origin";
import { listPortalUsers } from "@/lib/server/users/user-accounts";
import { createInvitedUser } from "@/lib/server/users/user-invitation";
import { authSetup } from "@/lib/server/auth/keys";
import { serverMailer } from "@/lib/server/platform/mail/mailer";

export const GET = route({ auth: "admin" }, ({ db }) => listPortalUsers(db));

export const POST = route({ auth: "admin", body: createUserBodySchema }, async ({ db, env, body, user, request }) =>
  createInvitedUser(await authSetup(db), serverMailer(), body, user, publicOrigin(request, env)),
);
