"use client";

import { useEffect } from "react";
import { useRouter } from "next/navigation";
import { useAuth } from "@/components/auth/auth-provider";
import { AppMark } from "@/components/layout/app-mark";
import { FullScreenSpinner } from "@/components/layout/full-screen-spinner";
import { LoginCard } from "./login-card";

/** The login screen for signed-out visitors; signed-in users go straight to the portal. */
export function LoginScreen() {
  const { state } = useAuth();
  const router = useRouter();

  useEffect(() => {
    if (state.status === "signedIn") router.replace("/");
  }, [state.status, router]);

  if (state.status !== "signedOut") return <FullScreenSpinner />;

  return (
    <main className="relative flex min-h-dvh items-center justify-center overflow-hidden bg-background px-4 py-12">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-48 left-1/2 h-[32rem] w-[56rem] max-w-none -translate-x-1/2 rounded-full bg-primary/10 blur-3xl dark:bg-primary/15"
      />
      <div className="relative flex w-full max-w-md flex-col items-center gap-6">
        <AppMark className="size-12 rounded-xl shadow-md" />
        <LoginCard />
      </div>
    </main>
  );
}
