"use client";

import { CircleAlertIcon } from "lucide-react";
import { useSearchParams } from "next/navigation";
import { cn } from "@/lib/utils";

/** Why a sign-in link sent the visitor here (`/login?link=...`, set by the auth service and /auth/callback). */
const NOTICES: Record<string, string> = {
  unusable: "This sign-in link has expired or was already used. Request a new one with the Magic Link tab below.",
  "rate-limited": "Too many sign-in attempts from this network. Please wait a few minutes, then request a new link.",
  failed: "We could not complete the sign-in from that link. Please request a new one with the Magic Link tab below.",
};

export function useSignInLinkNotice(): string | undefined {
  const reason = useSearchParams().get("link");
  return reason ? NOTICES[reason] : undefined;
}

export function SignInLinkNotice({ text }: { text: string }) {
  return (
    <p
      role="alert"
      className={cn(
        "flex w-full items-start gap-2 rounded-lg border border-destructive/40",
        "bg-destructive/10 px-4 py-3 text-sm text-foreground",
      )}
    >
      <CircleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
      {text}
    </p>
  );
}
