import { NextResponse, type NextRequest } from "next/server";
import { verifyResponseSchema, type VerifyResponse } from "@/lib/contract/auth";
import { decide } from "@/lib/request-gate";
import type { CookieToSet } from "@/lib/server/platform/request/session-credentials";
import { currentUser, hasAdminRights, SIGNED_IN_HEADER, signedInHeaderValue } from "@/lib/server/session/session";
import { contentSecurityPolicy } from "@/lib/server/platform/content-security-policy";
import { HttpError, outageError } from "@/lib/server/platform/http-errors";
import { outageGateResponse } from "@/lib/server/platform/outage/gate-response";
import { malformedPathResponse } from "@/lib/server/platform/request/malformed-path";
import { publicOrigin } from "@/lib/server/platform/request/public-origin";
import { serverEnv } from "@/lib/server/platform/env";
import { appReady } from "@/lib/server/app/start";
import { authSetup } from "@/lib/server/auth/keys";
import { verifyResponse } from "@/lib/server/session/sign-in";
import { forwardToUpstream, upstreamConfig, type UpstreamConfig } from "@/lib/server/platform/upstream";

interface Visitor {
  /** The session as GET /api/auth/verify answers it; undefined when signed out. */
  verified?: VerifyResponse;
  /** Cookies the session check rewrote (a refreshed session): the page response must carry them. */
  cookies: CookieToSet[];
  /** The same, as the upstream wrote them (upstream proxy mode). */
  setCookies: string[];
  /** The session could not be checked (an outage): neither signed in nor signed out. */
  unavailable?: boolean;
}

/**
 * Who is asking, read in this process as the API routes read it. An outage (the database or the auth
 * service out of reach) is not an answer; any other failure to tell means signed out.
 */
async function localVisitor(request: NextRequest): Promise<Visitor> {
  const cookies: CookieToSet[] = [];
  try {
    const { user } = await currentUser(await authSetup(await appReady()), request, cookies);
    return { verified: verifyResponse(user), cookies, setCookies: [] };
  } catch (error) {
    if (outageError(error)) return { cookies, setCookies: [], unavailable: true };
    if (!(error instanceof HttpError)) console.error("Request gate could not check the session", error);
    return { cookies, setCookies: [] };
  }
}

/** In upstream proxy mode the session is the upstream's: its /api/auth/verify tells who is asking. */
async function upstreamVisitor(request: NextRequest, upstream: UpstreamConfig): Promise<Visitor> {
  const response = await forwardToUpstream(
    new Request(new URL("/api/auth/verify", request.url), { headers: request.headers }),
    upstream,
  );
  const setCookies = response.headers.getSetCookie();
  if (response.status >= 500) return { cookies: [], setCookies, unavailable: true };
  const verified = response.ok
    ? verifyResponseSchema.safeParse(await response.json().catch(() => undefined))
    : undefined;
  return { verified: verified?.data, cookies: [], setCookies };
}

function refused(error: HttpError): Response {
  return new Response(`${error.message}\n`, {
    status: error.status,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}

/**
 * The request gate of every page: refuses hosts this server does not own (and redirects only to its
 * public origin), refreshes the session cookie, sends signed-out visitors to /login and non-admins
 * away from /admin before anything renders, and gives the page its Content-Security-Policy with a
 * fresh nonce. The session is read in this process, as the API routes read it (no call back into
 * the app over HTTP).
 */
export async function proxy(request: NextRequest) {
  // Before everything, for pages and route handlers alike: a path Next's router cannot decode.
  const malformed = malformedPathResponse(request.nextUrl.pathname);
  if (malformed) return malformed;
  if (SKIPPED_PATH.test(request.nextUrl.pathname)) {
    // Such a path may still render the not-found page, whose root layout asks who it renders for.
    const headers = new Headers(request.headers);
    headers.delete(SIGNED_IN_HEADER);
    return NextResponse.next({ request: { headers } });
  }
  const env = serverEnv();
  let origin: string;
  try {
    origin = publicOrigin(request, env);
  } catch (error) {
    if (error instanceof HttpError) return refused(error);
    throw error;
  }
  const upstream = upstreamConfig();
  const { verified, cookies, setCookies, unavailable } = upstream
    ? await upstreamVisitor(request, upstream)
    : await localVisitor(request);
  if (unavailable) return outageGateResponse(request, cookies, setCookies);
  const decision = decide(request.nextUrl.pathname, Boolean(verified), verified ? hasAdminRights(verified) : false);

  let response: NextResponse;
  if (decision.action === "redirect") {
    response = NextResponse.redirect(new URL(decision.to, origin));
  } else {
    const nonce = Buffer.from(crypto.randomUUID()).toString("base64");
    const csp = contentSecurityPolicy(nonce, {
      dev: process.env.NODE_ENV === "development",
      supabaseUrl: env.SUPABASE_URL,
    });
    for (const { name, value } of cookies) request.cookies.set(name, value);
    const headers = new Headers(request.headers);
    headers.set("x-nonce", nonce);
    headers.set("content-security-policy", csp);
    headers.delete(SIGNED_IN_HEADER);
    if (verified) headers.set(SIGNED_IN_HEADER, signedInHeaderValue(verified));
    response = NextResponse.next({ request: { headers } });
    response.headers.set("Content-Security-Policy", csp);
  }
  for (const { name, value, options } of cookies) response.cookies.set(name, value, options);
  for (const cookie of setCookies) response.headers.append("Set-Cookie", cookie);
  if (cookies.length || setCookies.length) response.headers.set("Cache-Control", "private, no-store");
  return response;
}

/**
 * The paths the gate skips (route handlers, the build's and public/'s files), which the matchers
 * below bring here only for their encoding or for a signed-in header a client sent.
 */
const SKIPPED_PATH = /^\/(api|auth\/v1|go|asset|r|_next|samples|icons|uploads)\//;

export const config = {
  matcher: [
    // Every page, whatever its path looks like (a path with a dot renders the not-found page, which
    // must get its CSP and never a client's x-nonce or signed-in header); not the API, the auth
    // service, the public share, room and short-link pages, uploads, or the build's and public/'s files.
    // (Next reads the matcher as a literal, so it cannot be assembled from parts.)
    // eslint-disable-next-line max-len
    "/((?!api/|auth/v1/|go/|asset/|r/|_next/|samples/|icons/|uploads/|(?:favicon\\.ico|icon\\.svg|apple-icon\\.png|manifest\\.webmanifest|robots\\.txt)$).*)",
    // Route handlers' paths with a percent sign: Next cannot route one that does not decode
    // (lib/server/platform/request/malformed-path.ts). Others skip the gate: it costs /go its throughput.
    "/(api|auth/v1|go|asset|r|uploads)/(.*%.*)",
    // The skipped paths when a client sends the header by which the gate tells a render who is
    // signed in (lib/server/session/session.ts): an unknown such path renders the not-found page.
    {
      source: "/(api|auth/v1|go|asset|r|_next|samples|icons|uploads)/(.*)",
      has: [{ type: "header", key: "x-portal-signed-in" }],
    },
  ],
};
