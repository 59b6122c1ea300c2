"use client";

import { CircleAlertIcon } from "lucide-react";
import { useSearchParams } from "next/navigation";
import { cn } from "@/lib/utils";

/** Why a sign-in link sent the visitor here (`/login?link=...`, set by the auth service and /auth/callback). */
const NOTICES: Record<string, string> = {
  "other-browser":
    "This link was opened in a different browser from the one where you asked for it, so it cannot sign you " +
    "in here. Enter the 6-digit code from the same email below, or open the link in that browser.",
  used: "This sign-in link was already used, or a newer email replaced it. Request a new link below.",
  expired: "This sign-in link has expired. Request a new link below.",
  unusable: "This sign-in link has expired or was already used. Request a new one with the Magic Link tab below.",
  "rate-limited": "Too many sign-in attempts from this network. Please wait a few minutes, then request a new link.",
  failed: "We could not complete the sign-in from that link. Please request a new one with the Magic Link tab below.",
};

/** The notice for the address's `link` reason, and whether the e-mail's code can still sign in here. */
export function useSignInLinkNotice(): { text: string; offerCode: boolean } | undefined {
  const reason = useSearchParams().get("link");
  const text = reason ? NOTICES[reason] : undefined;
  return text ? { text, offerCode: reason === "other-browser" } : undefined;
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
