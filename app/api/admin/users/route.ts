import { createUserBodySchema } from "@/lib/contract/admin-users";
import { route } from "@/lib/server/app/api-route";
import { publicOrigin } from "@/lib/server/platform/request/public-origin";
import { listPortalUsers } from "@/lib/server/users/admin-users";
import { createInvitedUser } from "@/lib/server/users/user-invitation";

export const GET = route({ auth: "admin" }, ({ runtime }) => listPortalUsers(runtime.db));

export const POST = route({ auth: "admin", body: createUserBodySchema }, ({ runtime, body, user, request }) =>
  createInvitedUser(runtime, body, user, publicOrigin(request, runtime.env)),
);
