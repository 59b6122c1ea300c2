import { loginBodySchema } from "@/lib/contract/auth";
import { publicRoute } from "@/lib/server/app/api-route";
import { login } from "@/lib/server/auth/session-auth";

export const POST = publicRoute({ body: loginBodySchema }, ({ runtime, request, body }) =>
  login(runtime, request, body),
);
