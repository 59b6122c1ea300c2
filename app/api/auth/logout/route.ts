import { publicRoute } from "@/lib/server/app/api-route";
import { withCookies } from "@/lib/server/platform/request/session-credentials";
import { logoutAndClearSession } from "@/lib/server/session/sign-in";
import { authSetup } from "@/lib/server/auth/keys";

export const POST = publicRoute({}, async ({ db, request }) =>
  withCookies(Response.json({ ok: true }), await logoutAndClearSession(await authSetup(db), request)),
);
