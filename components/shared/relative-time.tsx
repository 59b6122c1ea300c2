"use client";

import { useSyncExternalStore } from "react";
import { formatDateTime } from "@/lib/client/format/format";

const noSubscription = () => () => {};

/**
 * A relative time ("2 hours ago", worked out by the server) whose hover title is the time in the
 * reader's zone, in a screen rendered on the server (whose zone is not the reader's): the title
 * comes as the browser hydrates.
 */
export function RelativeTime({ value, relative }: { value: string | null; relative: string }) {
  const title = useSyncExternalStore(
    noSubscription,
    () => (value && formatDateTime(value)) ?? undefined,
    () => undefined,
  );
  return <span title={title}>{relative}</span>;
}
