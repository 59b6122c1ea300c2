"use client";

import { useAuth } from "@/lib/client/auth/auth-context";

/** The rep's own queries are sent only when signed in (docs/rules.md#roles-and-permissions). */
export function useIsSignedIn(): boolean {
  return useAuth().state.status === "signedIn";
}

/**
 * Whether to show admin screens and send the admin's queries (docs/rules.md#roles-and-permissions): a
 * mirror of the server's admin rule for display only; the server checks every call itself
 * (docs/security.md#admin-rights).
 */
export function useIsAdmin(): boolean {
  const { state } = useAuth();
  return state.status === "signedIn" && state.role === "admin";
}
