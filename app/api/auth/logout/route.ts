import { publicRoute } from "@/lib/server/app/api-route";
import { withCookies } from "@/lib/server/platform/request/session-credentials";
import { logoutAndClearSession } from "@/lib/server/auth/session-auth";

export const POST = publicRoute({}, async ({ runtime, request }) =>
  withCookies(Response.json({ ok: true }), await logoutAndClearSession(runtime, request)),
);
