import "server-only";
import { z } from "zod";
import { outageError } from "@/lib/server/platform/http-errors";
import { SIGN_IN_LINK_UNAVAILABLE, unavailablePage } from "@/lib/server/platform/outage/unavailable-page";
import { consumeRateLimit } from "../rate-limit";
import { RATE_WINDOW_SECONDS, type GoTrueContext } from "./context";
import { GoTrueError, rateLimited, validationFailed } from "./gotrue-errors";
import { API_VERSION_HEADERS, bearer, json, readJson } from "./gotrue-http";
import { verifyEmailCode } from "./email-code";
import { LinkRefused, requestMagicLink, verifyMagicLink } from "./magic-link";
import { authenticate, revokeGoTrueSessions, passwordGrant, pkceGrant, refreshGrant } from "./sessions";
import { adminRoutes } from "./admin-routes";
import { toGoTrueUser } from "./user-json";

async function limitIp(ctx: GoTrueContext, kind: "token" | "otp") {
  const limit = kind === "token" ? ctx.config.tokenRateLimit : ctx.config.otpRateLimit;
  const result = await consumeRateLimit(ctx.db, `${kind}-ip:${ctx.clientIp}`, limit, RATE_WINDOW_SECONDS);
  if (!result.allowed) {
    throw rateLimited(
      "over_request_rate_limit",
      `Too many requests. Please try again in ${result.retryAfterSeconds} seconds.`,
      result.retryAfterSeconds,
    );
  }
}

const passwordBody = z.object({ email: z.string().trim().min(1).max(320), password: z.string().min(1).max(256) });
const refreshBody = z.object({ refresh_token: z.string().min(1).max(200) });
const pkceBody = z.object({ auth_code: z.string().min(1).max(200), code_verifier: z.string().min(1).max(200) });
const emailAddress = z.string().trim().max(320).pipe(z.email("a valid email address is required"));
const otpBody = z.object({
  email: emailAddress,
  code_challenge: z.string().min(1).max(200).optional().nullable(),
  code_challenge_method: z.enum(["s256", "plain", "S256"]).optional().nullable(),
});
/** supabase-js's verifyOtp({ email, token, type: "email" }); GoTrue also drops dashes from the token. */
const verifyBody = z.object({
  type: z.literal("email", 'type must be "email": this service verifies only the codes of sign-in e-mails'),
  email: emailAddress,
  token: z
    .string()
    .max(64)
    .transform((token) => token.replace(/[\s-]/g, ""))
    .pipe(z.string().regex(/^\d{6}$/, "token must be the 6-digit code from the sign-in e-mail")),
});

async function token(request: Request, ctx: GoTrueContext): Promise<Response> {
  await limitIp(ctx, "token");
  const grant = new URL(request.url).searchParams.get("grant_type");
  switch (grant) {
    case "password": {
      const body = await readJson(request, passwordBody);
      return json(await passwordGrant(ctx, body.email, body.password));
    }
    case "refresh_token": {
      const body = await readJson(request, refreshBody);
      return json(await refreshGrant(ctx, body.refresh_token));
    }
    case "pkce": {
      const body = await readJson(request, pkceBody);
      return json(await pkceGrant(ctx, body.auth_code, body.code_verifier));
    }
    default:
      throw validationFailed("grant_type must be password, refresh_token or pkce");
  }
}

async function otp(request: Request, ctx: GoTrueContext): Promise<Response> {
  await limitIp(ctx, "otp");
  const body = await readJson(request, otpBody);
  if (!body.code_challenge) {
    throw validationFailed("code_challenge is required: this service sends sign-in links only with PKCE");
  }
  await requestMagicLink(ctx, {
    email: body.email,
    redirectTo: new URL(request.url).searchParams.get("redirect_to"),
    codeChallenge: body.code_challenge,
    codeChallengeMethod: body.code_challenge_method?.toLowerCase() === "s256" ? "s256" : "plain",
  });
  return json({});
}

/**
 * A browser that follows a spent or expired link is sent to the sign-in page, which says which it
 * was and offers a new link or the e-mail's code; API clients get GoTrue's JSON error.
 */
async function verifyLink(request: Request, ctx: GoTrueContext): Promise<Response> {
  const wantsHtml = (request.headers.get("accept") ?? "").includes("text/html");
  try {
    await limitIp(ctx, "otp");
    const tokenParam = new URL(request.url).searchParams.get("token");
    if (!tokenParam) throw validationFailed("token is required");
    return new Response(null, {
      status: 303,
      headers: { Location: await verifyMagicLink(ctx, tokenParam), "Cache-Control": "no-store" },
    });
  } catch (error) {
    // During an outage the link is not spent: the page tries it again by itself.
    if (wantsHtml && outageError(error)) return unavailablePage(SIGN_IN_LINK_UNAVAILABLE, true);
    if (!wantsHtml || !(error instanceof GoTrueError)) throw error;
    const reason = error.status === 429 ? "rate-limited" : error instanceof LinkRefused ? error.reason : "unusable";
    return new Response(null, {
      status: 303,
      headers: { Location: `${ctx.siteOrigin}/login?link=${reason}`, "Cache-Control": "no-store" },
    });
  }
}

async function verifyCode(request: Request, ctx: GoTrueContext): Promise<Response> {
  await limitIp(ctx, "otp");
  const body = await readJson(request, verifyBody);
  return json(await verifyEmailCode(ctx, body.email, body.token));
}

async function user(request: Request, ctx: GoTrueContext): Promise<Response> {
  const { user: row } = await authenticate(ctx, bearer(request));
  return json(toGoTrueUser(row));
}

async function signOut(request: Request, ctx: GoTrueContext): Promise<Response> {
  const scope = new URL(request.url).searchParams.get("scope") ?? "global";
  if (scope !== "global" && scope !== "local" && scope !== "others")
    throw validationFailed("scope must be global, local or others");
  await revokeGoTrueSessions(ctx, bearer(request), scope);
  return new Response(null, { status: 204, headers: API_VERSION_HEADERS });
}

type Handler = (request: Request, ctx: GoTrueContext, rest: string[]) => Promise<Response> | Response;

const routes: Record<string, Partial<Record<string, Handler>>> = {
  token: { POST: token },
  otp: { POST: otp },
  verify: { GET: verifyLink, POST: verifyCode },
  user: { GET: user },
  logout: { POST: signOut },
  health: {
    GET: () =>
      json({ name: "GoTrue", version: "rep-portal-builtin", description: "Built-in Supabase-compatible auth service" }),
  },
  settings: {
    GET: () =>
      json({ external: { email: true }, disable_signup: true, mailer_autoconfirm: false, phone_autoconfirm: false }),
  },
  ".well-known": {
    GET: (_r, ctx, rest) => (rest.join("/") === "jwks.json" ? json({ keys: [ctx.keys.publicJwk] }) : notFound()),
  },
  admin: adminRoutes,
};

function notFound(): Response {
  return json({ code: "not_found", msg: "Not found" }, 404);
}

/** Serves one request to /auth/v1/{path}. */
export async function handleGoTrue(request: Request, ctx: GoTrueContext, path: string[]): Promise<Response> {
  const [head = "", ...rest] = path;
  const methods = routes[head];
  if (!methods) return notFound();
  const handler = methods[request.method];
  if (!handler) return json({ code: "method_not_allowed", msg: `${request.method} is not allowed here` }, 405);
  try {
    return await handler(request, ctx, rest);
  } catch (error) {
    if (error instanceof GoTrueError) {
      return json({ code: error.code, error_code: error.code, msg: error.message }, error.status, error.headers);
    }
    const outage = outageError(error);
    if (outage) return json({ code: outage.code, error_code: outage.code, msg: outage.message }, 503, outage.headers);
    console.error("Auth service error", error);
    return json({ code: "unexpected_failure", msg: "Unexpected failure, please try again" }, 500);
  }
}
