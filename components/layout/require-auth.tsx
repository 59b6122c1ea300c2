"use client";

import { useEffect, type ReactNode } from "react";
import { useRouter } from "next/navigation";
import { useIsAdmin } from "@/lib/client/api/signed-in";
import { useAuth } from "@/lib/client/auth/auth-context";
import { FullScreenSpinner } from "./full-screen-spinner";

/**
 * Client guard of the signed-in screens: a spinner while the sign-in state loads, /login when signed
 * out, and / for signed-in users who lack the admin role an admin screen needs. For display only:
 * the request gate and the API decide who may see and change what (docs/security.md#admin-rights).
 */
export function RequireAuth({ adminOnly = false, children }: { adminOnly?: boolean; children: ReactNode }) {
  const { state } = useAuth();
  const router = useRouter();
  const isAdmin = useIsAdmin();
  const allowed = state.status === "signedIn" && (!adminOnly || isAdmin);

  useEffect(() => {
    if (state.status === "signedOut") router.replace("/login");
    else if (state.status === "signedIn" && !allowed) router.replace("/");
  }, [state.status, allowed, router]);

  return allowed ? children : <FullScreenSpinner />;
}
