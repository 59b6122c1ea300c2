/** The page a sign-in link returns to, where the browser exchanges the link's code for a session. */
export const SIGN_IN_CALLBACK_PATH = "/auth/callback";

/** Paths a signed-out visitor may open; every other page sends them to /login. */
const SIGNED_OUT_PAGES = ["/login", SIGN_IN_CALLBACK_PATH, "/test-supabase"];

export function isSignedOutPage(pathname: string): boolean {
  return SIGNED_OUT_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`));
}

export function isAdminPage(pathname: string): boolean {
  return pathname === "/admin" || pathname.startsWith("/admin/");
}

export type GateDecision = { action: "next" } | { action: "redirect"; to: string };

/**
 * Where a page request goes, given whether the visitor is signed in and (for /admin) whether they
 * have admin rights (the server's rule, `hasAdminRights` of lib/server/session/session.ts).
 */
export function decide(pathname: string, signedIn: boolean, admin: boolean): GateDecision {
  if (isSignedOutPage(pathname))
    return pathname === "/login" && signedIn ? { action: "redirect", to: "/" } : { action: "next" };
  if (!signedIn) return { action: "redirect", to: "/login" };
  if (isAdminPage(pathname) && !admin) return { action: "redirect", to: "/" };
  return { action: "next" };
}
