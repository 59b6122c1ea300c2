import { bearerToken } from "@/lib/server/auth/request-session";
import { publicRoute } from "@/lib/server/http";
import { logout } from "@/lib/server/services/session-auth";

export const POST = publicRoute({}, async ({ runtime, request }) => {
  await logout(runtime, request, bearerToken(request));
  return { ok: true };
});
