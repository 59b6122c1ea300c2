import { createUserBodySchema } from "@/lib/contract/admin-users";
import { route } from "@/lib/server/platform/http";
import { publicOrigin } from "@/lib/server/platform/request/public-origin";
import { createUser, listUsers } from "@/lib/server/users/admin-users";
import { inviteUser } from "@/lib/server/users/user-invitation";

export const GET = route({ auth: "admin" }, ({ runtime }) => listUsers(runtime.db));

export const POST = route({ auth: "admin", body: createUserBodySchema }, async ({ runtime, body, user, request }) => {
  const origin = publicOrigin(request, runtime.env);
  const created = await createUser(runtime, body);
  await inviteUser(runtime.mailer, created, user, origin);
  return Response.json(created, { status: 201 });
});
