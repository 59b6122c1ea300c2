"use client";

import { useAuth } from "@/lib/client/auth/auth-context";
import type { PortalUser, Role } from "@/lib/contract/auth";

/** The signed-in user and role, or null; screens under <RequireAuth> always get a value. */
export function useSignedIn(): { user: PortalUser; role: Role } | null {
  const { state } = useAuth();
  return state.status === "signedIn" ? { user: state.user, role: state.role } : null;
}
