"use client";

import { useEffect, useRef } from "react";
import { useRouter, useSearchParams } from "next/navigation";
import { useAuth } from "@/lib/client/auth/auth-context";
import { CallbackStatus } from "./callback-status";

/**
 * Why the link could not finish here, as the sign-in page's `?link=` names it. The auth client
 * refuses before any request when this browser holds no PKCE verifier: the link was asked for in
 * another one (a mail app opens links in its own), and the e-mail's code can still sign in.
 */
function linkFailure(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === "pkce_code_verifier_not_found") return "other-browser";
  // The link was spent meanwhile: its e-mail's code was used, or a newer e-mail replaced it.
  if (code === "otp_expired") return "used";
  return "failed";
}

/**
 * Exchanges the magic-link code of the address for a session, once the stored session (if any) has
 * been restored so the two cannot race. Success goes to /, anything else to /login, saying why
 * (docs/screens.md#auth-callback). Hosted Supabase sends a refused link here with `error_code`.
 */
export function AuthCallback() {
  const params = useSearchParams();
  const code = params.get("code");
  const refused = params.get("error_code");
  const { state, completeMagicLink } = useAuth();
  const router = useRouter();
  const started = useRef(false);
  const ready = state.status !== "loading";

  useEffect(() => {
    if (!ready || started.current) return;
    started.current = true;
    if (!code) {
      if (!refused) console.error("Auth callback: the address has no code");
      router.replace(refused ? "/login?link=unusable" : "/login");
      return;
    }
    completeMagicLink(code)
      .then(() => router.replace("/"))
      .catch((error: unknown) => {
        const reason = linkFailure(error);
        if (reason === "failed") console.error("Auth callback failed", error);
        router.replace(`/login?link=${reason}`);
      });
  }, [ready, code, refused, completeMagicLink, router]);

  return <CallbackStatus />;
}
