"use client";

import { useEffect, useRef } from "react";
import { useRouter, useSearchParams } from "next/navigation";
import { useAuth } from "@/lib/client/auth/auth-context";
import { CallbackStatus } from "./callback-status";

/**
 * Exchanges the magic-link code of the address for a session, once the stored session (if any) has
 * been restored so the two cannot race. Success goes to /, anything else to /login (docs/screens.md#auth-callback).
 */
export function AuthCallback() {
  const code = useSearchParams().get("code");
  const { state, completeMagicLink } = useAuth();
  const router = useRouter();
  const started = useRef(false);
  const ready = state.status !== "loading";

  useEffect(() => {
    if (!ready || started.current) return;
    started.current = true;
    if (!code) {
      console.error("Auth callback: the address has no code");
      router.replace("/login");
      return;
    }
    completeMagicLink(code)
      .then(() => router.replace("/"))
      .catch((error: unknown) => {
        console.error("Auth callback failed", error);
        router.replace("/login?link=failed");
      });
  }, [ready, code, completeMagicLink, router]);

  return <CallbackStatus />;
}
