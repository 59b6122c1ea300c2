import "server-only";
import type { NextRequest } from "next/server";
import { serverEnv } from "./env";
import { errorResponse } from "./http-errors";
import { publicOrigin } from "./request/public-origin";

/**
 * Upstream proxy mode: with API_UPSTREAM_URL set, this app forwards every /api call, the public
 * pages (/go, /asset, /uploads) and the auth service (/auth/v1) to that backend instead of
 * answering them here, so the browser's data, files and sessions all come from the upstream.
 */
export interface UpstreamConfig {
  url: string;
  timeoutMs: number;
}

/** The upstream of this process (API_UPSTREAM_URL); undefined in built-in mode. */
export function upstreamConfig(): UpstreamConfig | undefined {
  const { API_UPSTREAM_URL: url, API_UPSTREAM_TIMEOUT_MS: timeoutMs } = serverEnv();
  return url ? { url, timeoutMs } : undefined;
}

/** Request headers that travel to the upstream; everything else (hop-by-hop, Host...) stays here. */
const FORWARDED_REQUEST_HEADERS = [
  "authorization",
  "cookie",
  "x-user-id",
  "content-type",
  "content-length",
  "accept",
  "user-agent",
  "x-forwarded-for",
  "x-webhook-secret",
  // /go records the referrer; /asset does not count a prefetch as a view; both count a person only
  // on a browser's navigation (lib/server/engagement/browser-navigation.ts). Sec-Fetch-Mode would not
  // survive: fetch() sets its own.
  "referer",
  "purpose",
  "sec-purpose",
  // The upstream's same-site rule for cookie-borne writes, and its tell of a browser's navigation
  // (Sec-Fetch-Mode is not sent: Node's fetch always writes its own).
  "origin",
  "accept-language",
  "sec-fetch-site",
  "sec-fetch-dest",
  "sec-fetch-user",
  // What supabase-js sends to the auth service (/auth/v1).
  "apikey",
  "x-supabase-api-version",
];

/** Hop-by-hop headers (RFC 9110 §7.6.1) and ones that describe the connection, not the message. */
const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "upgrade", "te", "trailer", "host"]);

function isHopByHop(name: string, connectionListed: Set<string>): boolean {
  return HOP_BY_HOP.has(name) || name.startsWith("proxy-") || connectionListed.has(name);
}

function connectionTokens(headers: Headers): Set<string> {
  return new Set(
    (headers.get("connection") ?? "")
      .split(",")
      .map((t) => t.trim().toLowerCase())
      .filter(Boolean),
  );
}

/** The headers sent upstream. Next fills x-forwarded-for with the peer's address when absent. */
export function upstreamRequestHeaders(incoming: Headers): Headers {
  const outgoing = new Headers();
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = incoming.get(name);
    if (value !== null) outgoing.set(name, value);
  }
  // The body is streamed back as it comes: ask for it unencoded.
  outgoing.set("accept-encoding", "identity");
  return outgoing;
}

/**
 * This site's public origin (publicOrigin: SITE_URL, else Vercel's URL, else a loopback Host) for the
 * upstream's information, as X-Forwarded-Host and -Proto; never the request's own Host, nor a
 * forwarded header a client wrote.
 */
export function forwardedOriginHeaders(origin: string): Record<string, string> {
  const url = new URL(origin);
  return { "x-forwarded-host": url.host, "x-forwarded-proto": url.protocol.replace(":", "") };
}

/** A Set-Cookie for this origin: without its Domain attribute (so it binds to this host). */
export function rewriteSetCookie(cookie: string): string {
  return cookie
    .split(";")
    .filter((part, i) => i === 0 || !/^\s*domain\s*=/i.test(part))
    .join(";");
}

/** The upstream's response headers, minus hop-by-hop ones, with cookies rewritten for this origin. */
export function downstreamResponseHeaders(upstream: Headers): Headers {
  const listed = connectionTokens(upstream);
  // fetch decodes a compressed body, so its encoding and length no longer describe what we send.
  const decoded = upstream.has("content-encoding");
  const outgoing = new Headers();
  upstream.forEach((value, name) => {
    if (name === "set-cookie" || isHopByHop(name, listed)) return;
    if (decoded && (name === "content-encoding" || name === "content-length")) return;
    outgoing.set(name, value);
  });
  for (const cookie of upstream.getSetCookie()) outgoing.append("set-cookie", rewriteSetCookie(cookie));
  return outgoing;
}

function upstreamError(status: 502 | 504, code: string, message: string): Response {
  return Response.json({ error: { code, message } }, { status, headers: { "Cache-Control": "no-store" } });
}

/**
 * Forwards a request to `${API_UPSTREAM_URL}${path}${search}`: method, filtered headers (plus this
 * site's public origin) and the body streamed as it arrives (multipart too); the answer's status,
 * headers and body stream back. A request under a host this site does not own is a 421 (nothing
 * is forwarded), an unreachable upstream a 502, one that has not answered within the timeout a 504.
 */
export async function forwardToUpstream(
  request: Request,
  config: UpstreamConfig | undefined = upstreamConfig(),
): Promise<Response> {
  if (!config) return upstreamError(502, "upstream_unconfigured", "No upstream API is configured.");
  let origin: string;
  try {
    // The same rule as every local answer: under a host this site does not own, a 421.
    origin = publicOrigin(request, serverEnv());
  } catch (error) {
    return errorResponse(error);
  }
  const { pathname, search } = new URL(request.url);
  const hasBody = request.method !== "GET" && request.method !== "HEAD" && request.body !== null;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), config.timeoutMs);
  const headers = upstreamRequestHeaders(request.headers);
  for (const [name, value] of Object.entries(forwardedOriginHeaders(origin))) headers.set(name, value);
  const init: RequestInit & { duplex: "half" } = {
    method: request.method,
    headers,
    body: hasBody ? request.body : undefined,
    duplex: "half",
    redirect: "manual",
    signal: controller.signal,
    cache: "no-store",
  };
  try {
    const upstream = await fetch(`${config.url}${pathname}${search}`, init);
    return new Response(upstream.body, {
      status: upstream.status,
      statusText: upstream.statusText,
      headers: downstreamResponseHeaders(upstream.headers),
    });
  } catch (error) {
    if (controller.signal.aborted) {
      return upstreamError(
        504,
        "upstream_timeout",
        `The upstream API did not answer within ${config.timeoutMs} ms. Please try again.`,
      );
    }
    console.error(`Upstream API at ${config.url} is unreachable`, error);
    return upstreamError(502, "upstream_unreachable", "The upstream API could not be reached. Please try again later.");
  } finally {
    clearTimeout(timer);
  }
}

/**
 * In upstream proxy mode (API_UPSTREAM_URL) the request goes to that backend instead of `local`.
 * The route wrappers of lib/server/app (the API, the public pages) wrap their handlers in it; the
 * auth service (/auth/v1) and the health check directly.
 */
export function orUpstream<S>(
  local: (request: NextRequest, segment: S) => Promise<Response>,
): (request: NextRequest, segment: S) => Promise<Response> {
  return async (request, segment) => {
    let upstream: UpstreamConfig | undefined;
    try {
      upstream = upstreamConfig();
    } catch (error) {
      return errorResponse(error);
    }
    return upstream ? forwardToUpstream(request, upstream) : local(request, segment);
  };
}
