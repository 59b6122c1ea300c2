"use client";

import { useAuth } from "@/lib/client/auth/auth-context";

/** The rep's own queries are sent only when signed in (docs/rules.md#roles-and-permissions). */
export function useIsSignedIn(): boolean {
  return useAuth().state.status === "signedIn";
}

/** The admin's queries, analytics above all, are sent only for admins (docs/rules.md#roles-and-permissions). */
export function useIsAdmin(): boolean {
  const { state } = useAuth();
  return state.status === "signedIn" && state.role === "admin";
}
