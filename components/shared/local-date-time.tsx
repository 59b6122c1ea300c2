"use client";

import { useSyncExternalStore } from "react";
import { formatDateTime } from "@/lib/client/format/format";

const noSubscription = () => () => {};

/**
 * 'MMM d, yyyy h:mm a' in the reader's time zone, in a screen rendered on the server (whose zone is
 * not the reader's): the server's HTML keeps the line's place with a blank, and the browser writes
 * the time into it as it hydrates.
 */
export function LocalDateTime({ value }: { value: string }) {
  return useSyncExternalStore(
    noSubscription,
    () => formatDateTime(value),
    () => "\u00a0",
  );
}
