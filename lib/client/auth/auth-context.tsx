"use client";

import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from "react";
import type { PortalUser, Role } from "@/lib/contract/auth";
import * as authApi from "@/lib/client/api/auth-queries";
import { isOutageError, reportOutage, whenAvailable } from "@/lib/client/data/outage";
import { hasSessionCookie } from "@/lib/client/auth/session-cookie";
import { onSignedOut } from "@/lib/client/auth/supabase";

export type AuthState =
  { status: "loading" } | { status: "signedOut" } | { status: "signedIn"; user: PortalUser; role: Role };

interface AuthContextValue {
  state: AuthState;
  signInWithPassword: (email: string, password: string) => Promise<void>;
  sendMagicLink: (email: string) => Promise<void>;
  completeMagicLink: (code: string) => Promise<void>;
  signInWithEmailCode: (email: string, code: string) => Promise<void>;
  signOut: () => Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** Restores the session; an outage is no answer (and no sign-out): it waits for the portal and asks again. */
async function restoreThroughOutages(): Promise<authApi.SignedIn | null> {
  for (;;) {
    try {
      return await authApi.restoreSession();
    } catch (error) {
      if (!isOutageError(error)) throw error;
      reportOutage();
      await whenAvailable();
    }
  }
}

/**
 * The sign-in state. `signedIn`: the session the server verified for this page, which it starts
 * with; without one the browser's stored session is restored (and checked) first.
 */
export function AuthProvider({ signedIn: verified, children }: { signedIn?: authApi.SignedIn; children: ReactNode }) {
  const [state, setState] = useState<AuthState>(() =>
    verified ? { status: "signedIn", ...verified } : { status: "loading" },
  );
  const restore = !verified;

  useEffect(() => {
    if (!restore) return;
    let canceled = false;
    restoreThroughOutages()
      .then((signedIn) => {
        // A transition: the signed-in screens replace the spinner in a render that yields to the
        // browser every few milliseconds, instead of one long task that blocks input.
        if (!canceled)
          startTransition(() => setState(signedIn ? { status: "signedIn", ...signedIn } : { status: "signedOut" }));
      })
      .catch((error: unknown) => {
        console.error("Restoring the session failed", error);
        if (!canceled) setState({ status: "signedOut" });
      });
    return () => {
      canceled = true;
    };
  }, [restore]);

  // While signed in, a session ended elsewhere signs this tab out: the auth client reports a revoked
  // refresh token or another tab's sign-out once it is loaded (a page loads it only when it needs it),
  // and a tab coming back into view checks that the session cookie is still there.
  const signedIn = state.status === "signedIn";
  useEffect(() => {
    if (!signedIn) return;
    const signOutHere = () => setState({ status: "signedOut" });
    const checkCookie = () => {
      if (document.visibilityState === "visible" && !hasSessionCookie()) signOutHere();
    };
    const unsubscribe = onSignedOut(signOutHere);
    document.addEventListener("visibilitychange", checkCookie);
    window.addEventListener("focus", checkCookie);
    return () => {
      unsubscribe();
      document.removeEventListener("visibilitychange", checkCookie);
      window.removeEventListener("focus", checkCookie);
    };
  }, [signedIn]);

  const signInWithPassword = useCallback(async (email: string, password: string) => {
    const signedIn = await authApi.signInWithPassword(email, password);
    setState({ status: "signedIn", ...signedIn });
  }, []);

  const completeMagicLink = useCallback(async (code: string) => {
    const signedIn = await authApi.completeMagicLink(code);
    setState({ status: "signedIn", ...signedIn });
  }, []);

  const signInWithEmailCode = useCallback(async (email: string, code: string) => {
    const signedIn = await authApi.verifyEmailCode(email, code);
    setState({ status: "signedIn", ...signedIn });
  }, []);

  const signOut = useCallback(async () => {
    await authApi.signOut();
    setState({ status: "signedOut" });
  }, []);

  const value = useMemo(
    () => ({
      state,
      signInWithPassword,
      sendMagicLink: authApi.sendMagicLink,
      completeMagicLink,
      signInWithEmailCode,
      signOut,
    }),
    [state, signInWithPassword, completeMagicLink, signInWithEmailCode, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error("useAuth must be used inside <AuthProvider>");
  return context;
}
