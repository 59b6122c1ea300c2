"use client";

import { toast } from "@/lib/client/browser/toast";
import { copyText } from "@/lib/client/browser/clipboard";
import { downloadFromUrl } from "@/lib/client/browser/download";
import { addTrackingToText } from "@/lib/client/links/tracking-url";

export interface TrackingIdentity {
  userId?: string;
  brandCode?: string;
}

/** Copies the e-mail text with tracking parameters added to the links typed into it. */
export async function copyEmailText(
  text: string,
  identity: TrackingIdentity,
  description = "Email text copied to clipboard",
) {
  try {
    await copyText(addTrackingToText(text, identity));
    toast.success("Copied!", { description });
  } catch {
    toast.error("Text not copied", { description: "Failed to copy the text" });
  }
}

/** Saves the tracked text as email-template-{timestamp}.txt (docs/rules.md#sizes-and-dates). */
export function downloadEmailText(text: string, identity: TrackingIdentity) {
  const blob = new Blob([addTrackingToText(text, identity)], { type: "text/plain;charset=utf-8" });
  const url = URL.createObjectURL(blob);
  downloadFromUrl(url, `email-template-${Date.now()}.txt`);
  // The browser has read the blob once the click is handled; free it a little later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  toast.success("Download started");
}
