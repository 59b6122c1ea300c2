"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/lib/client/browser/toast";
import { signInFailure, type SignInFailure } from "./sign-in-error";
import { useCountdown } from "./use-countdown";

/**
 * A sign-in form's step (a password, a code, a link request) and how it failed: the failure the
 * form shows (after `prefix`, else the reason alone; `fallback` when the error says nothing), with
 * the live countdown of a throttled one. `attempt` resolves true when `run` succeeded.
 */
export function useSignInAttempt(fallback: string, prefix?: string) {
  const [failure, setFailure] = useState<SignInFailure | null>(null);
  const [secondsLeft, startCountdown] = useCountdown();
  const attempt = async (run: () => Promise<void>): Promise<boolean> => {
    setFailure(null);
    try {
      await run();
      return true;
    } catch (error) {
      const failed = signInFailure(error, fallback);
      setFailure(prefix ? { ...failed, message: `${prefix} ${failed.message}` } : failed);
      if (failed.retryAfterSeconds) startCountdown(failed.retryAfterSeconds);
      return false;
    }
  };
  return { failure, secondsLeft, attempt };
}

/** After a sign-in in the login card: says so and opens the dashboard. */
export function useLandSignedIn(): () => void {
  const router = useRouter();
  return () => {
    toast.success("Signed in", { description: "You have been logged in successfully." });
    router.replace("/");
  };
}
