import { loginBodySchema } from "@/lib/contract/auth";
import { publicRoute } from "@/lib/server/app/api-route";
import { login } from "@/lib/server/session/sign-in";
import { authSetup } from "@/lib/server/auth/keys";

export const POST = publicRoute({ body: loginBodySchema }, async ({ db, request, body }) =>
  login(await authSetup(db), request, body),
);
