import "server-only";

// Next matches a dynamic route (/go/[slug], /api/[...path]...) by decoding each path segment with
// decodeURIComponent. A segment that is not percent-encoded UTF-8 (`%ff`, the overlong `%c0%af`, a
// lone `%`) throws there, in Next's router, before any handler of ours runs; Next means to answer
// 400 but has no error page to render it with in an App Router build and sends a bare text 500
// instead, without the security headers (node_modules/next/dist/server/lib/router-server.js and
// base-server.js, renderErrorToResponseImpl). The request gate (proxy.ts) refuses such a path first.
// A decoded NUL is refused too: no route takes one, and PostgreSQL text cannot hold it.

const MESSAGE = "The request path is not valid: it must be percent-encoded UTF-8 text without NUL characters.";

/** Why a request path cannot be routed, or undefined when it can be. */
export function malformedPath(pathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return "not percent-encoded UTF-8";
  }
  return decoded.includes("\0") ? "holds a NUL character" : undefined;
}

/**
 * The 400 for a path Next cannot route, in the shape its callers read: the API's error JSON under
 * /api, the auth service's (GoTrue's) under /auth/v1, plain text elsewhere. Undefined for a good path.
 */
export function malformedPathResponse(pathname: string): Response | undefined {
  if (!malformedPath(pathname)) return undefined;
  const headers = { "Cache-Control": "no-store" };
  if (pathname.startsWith("/api/")) {
    return Response.json({ error: { code: "malformed_path", message: MESSAGE } }, { status: 400, headers });
  }
  if (pathname.startsWith("/auth/v1/")) {
    return Response.json(
      { code: "malformed_path", error_code: "malformed_path", msg: MESSAGE },
      { status: 400, headers },
    );
  }
  return new Response(`${MESSAGE}\n`, {
    status: 400,
    headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" },
  });
}
