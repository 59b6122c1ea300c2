import { createUserBodySchema } from "@/lib/contract/admin-users";
import { route } from "@/lib/server/http";
import { createUser, listUsers } from "@/lib/server/services/admin-users";

export const GET = route({ auth: "admin" }, ({ runtime }) => listUsers(runtime.db));

export const POST = route({ auth: "admin", body: createUserBodySchema }, async ({ runtime, body }) =>
  Response.json(await createUser(runtime, body), { status: 201 }),
);
