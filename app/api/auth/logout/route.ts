import { publicRoute, withCookies } from "@/lib/server/platform/http";
import { logoutAndClearSession } from "@/lib/server/auth/session-auth";

export const POST = publicRoute({}, async ({ runtime, request }) =>
  withCookies(Response.json({ ok: true }), await logoutAndClearSession(runtime, request)),
);
