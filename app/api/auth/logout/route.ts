import { publicRoute, withCookies } from "@/lib/server/platform/http";
import { logout } from "@/lib/server/auth/session-auth";

export const POST = publicRoute({}, async ({ runtime, request }) =>
  withCookies(Response.json({ ok: true }), await logout(runtime, request)),
);
