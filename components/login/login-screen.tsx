"use client";

import { useEffect } from "react";
import { useRouter } from "next/navigation";
import { useAuth } from "@/lib/client/auth/auth-context";
import { AppMark } from "@/components/layout/app-mark";
import { FullScreenSpinner } from "@/components/layout/full-screen-spinner";
import { cn } from "@/lib/utils";
import { LoginCard } from "./login-card";
import { useDeviceThemeUntilChosen } from "./login-theme";
import { SignInLinkNotice, useSignInLinkNotice } from "./sign-in-link-notice";

/**
 * The login screen for signed-out visitors; signed-in users go straight to the portal. The request
 * gate already sent visitors with a session cookie to /, so the card shows at once rather than
 * after the browser's auth client has loaded.
 */
export function LoginScreen() {
  const { state } = useAuth();
  const router = useRouter();
  const notice = useSignInLinkNotice();
  useDeviceThemeUntilChosen();

  useEffect(() => {
    if (state.status === "signedIn") router.replace("/");
  }, [state.status, router]);

  if (state.status === "signedIn") return <FullScreenSpinner />;

  return (
    <main className="relative flex min-h-dvh items-center justify-center overflow-hidden bg-background px-4 py-12">
      {/* A radial gradient, not a blurred disc: a blur filter this size costs the first paint a
          software rasteriser's 100 ms and more on a phone. */}
      <div
        aria-hidden="true"
        className={cn(
          "pointer-events-none absolute -top-48 left-1/2 h-[32rem] w-[56rem] max-w-none -translate-x-1/2",
          "bg-radial from-primary/10 from-30% to-transparent to-70% dark:from-primary/15",
        )}
      />
      <div className="relative flex w-full max-w-md flex-col items-center gap-6">
        <AppMark className="size-12 rounded-xl shadow-md" />
        {notice ? <SignInLinkNotice text={notice.text} /> : null}
        <LoginCard defaultTab={notice ? "magic-link" : "password"} startWithCode={notice?.offerCode ?? false} />
      </div>
    </main>
  );
}
