"use client";

import { useSyncExternalStore } from "react";
import { toast } from "./toast";

const noSubscription = () => () => {};

/**
 * Whether this browser has a system share sheet (`navigator.share`: phones' text message, WhatsApp,
 * mail apps); false while rendering on the server, so the button appears only after hydration.
 */
export function useSystemShare(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => typeof navigator.share === "function",
    () => false,
  );
}

/** Opens the share sheet with a link; closing the sheet is no error, anything else says so. */
export async function shareThroughSystem(title: string, url: string) {
  try {
    await navigator.share({ title, url });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") return;
    toast.error("Error", { description: "Failed to open the share sheet" });
  }
}
