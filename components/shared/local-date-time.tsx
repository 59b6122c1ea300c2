"use client";

import { useSyncExternalStore } from "react";
import { formatDate, formatDateTime } from "@/lib/client/format/format";

const noSubscription = () => () => {};

/**
 * 'MMM d, yyyy h:mm a' ('MMM d, yyyy' with `dateOnly`) in the reader's time zone, in a screen
 * rendered on the server (whose zone is not the reader's): the server's HTML keeps the line's place
 * with a blank, and the browser writes the time into it as it hydrates. N/A for a value that is not a date.
 */
export function LocalDateTime({ value, dateOnly = false }: { value: string; dateOnly?: boolean }) {
  return useSyncExternalStore(
    noSubscription,
    () => (dateOnly ? formatDate : formatDateTime)(value) ?? "N/A",
    () => "\u00a0",
  );
}
