import { createServerClient } from "@supabase/ssr";
import { NextResponse, type NextRequest } from "next/server";
import { AUTH_COOKIE_NAME } from "@/lib/auth-cookie";
import { publicConfigSchema, verifyResponseSchema, type PublicConfig } from "@/lib/contract/auth";
import { decide, isAdminPage } from "@/lib/request-gate";

const configs = new Map<string, Promise<PublicConfig>>();

/** The public config of this origin, fetched once (the proxy shares no modules with routes). */
function loadConfig(origin: string): Promise<PublicConfig> {
  let config = configs.get(origin);
  if (!config) {
    config = fetch(`${origin}/api/config`).then(async (response) => {
      if (!response.ok) throw new Error(`GET /api/config answered ${response.status}`);
      return publicConfigSchema.parse(await response.json());
    });
    config.catch(() => configs.delete(origin));
    configs.set(origin, config);
  }
  return config;
}

/** The role from the database (through /api/auth/verify), for the /admin gate. */
async function fetchRole(origin: string, accessToken: string): Promise<"rep" | "admin" | undefined> {
  const response = await fetch(`${origin}/api/auth/verify`, { headers: { Authorization: `Bearer ${accessToken}` } });
  if (!response.ok) return undefined;
  const parsed = verifyResponseSchema.safeParse(await response.json());
  return parsed.success ? parsed.data.role : undefined;
}

/** The visitor's address travels along, so auth rate limits count them and not this server. */
function forwardedFor(request: NextRequest): Record<string, string> {
  const address = request.headers.get("x-forwarded-for");
  return address ? { "x-forwarded-for": address } : {};
}

/**
 * The request gate: refreshes the session cookie, sends signed-out visitors to /login and
 * non-admins away from /admin before anything renders.
 */
export async function proxy(request: NextRequest) {
  let response = NextResponse.next({ request });
  let signedIn = false;
  let role: "rep" | "admin" | undefined;
  try {
    const { origin } = request.nextUrl;
    const config = await loadConfig(origin);
    const supabase = createServerClient(config.supabaseUrl, config.supabaseAnonKey, {
      cookieOptions: { name: AUTH_COOKIE_NAME },
      cookies: {
        getAll: () => request.cookies.getAll(),
        setAll: (cookies, headers) => {
          cookies.forEach(({ name, value }) => request.cookies.set(name, value));
          response = NextResponse.next({ request });
          cookies.forEach(({ name, value, options }) => response.cookies.set(name, value, options));
          Object.entries(headers).forEach(([key, value]) => response.headers.set(key, value));
        },
      },
      auth: { detectSessionInUrl: false },
      global: { headers: forwardedFor(request) },
    });
    const { data } = await supabase.auth.getClaims();
    signedIn = Boolean(data?.claims);
    if (signedIn && isAdminPage(request.nextUrl.pathname)) {
      const { data: current } = await supabase.auth.getSession();
      role = current.session ? await fetchRole(origin, current.session.access_token) : undefined;
      if (!role) signedIn = false;
    }
  } catch (error) {
    console.error("Request gate could not check the session", error);
  }
  const decision = decide(request.nextUrl.pathname, signedIn, role);
  if (decision.action === "next") return response;
  const redirect = NextResponse.redirect(new URL(decision.to, request.url));
  response.cookies.getAll().forEach((cookie) => redirect.cookies.set(cookie));
  return redirect;
}

export const config = {
  matcher: [
    // Pages only: not the API, the auth service, public share/short-link pages, or static files.
    "/((?!api/|auth/v1/|go/|asset/|_next/|samples/|uploads/|favicon\\.ico|robots\\.txt|.*\\.[a-zA-Z0-9]+$).*)",
  ],
};
