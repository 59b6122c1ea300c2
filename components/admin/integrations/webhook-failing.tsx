"use client";

import { useState, type ReactNode } from "react";
import { TriangleAlertIcon } from "lucide-react";
import { formatDateTime } from "@/lib/client/format/format";
import { FAILING_PAUSED_REASON, type WebhookEndpoint } from "@/lib/contract/webhooks";

const DAY_MS = 24 * 60 * 60 * 1000;

/** "3 days", "1 day" or "less than a day": how long an endpoint has been failing. */
function daysSince(since: string, now: number): string {
  const days = Math.floor((now - Date.parse(since)) / DAY_MS);
  if (days < 1) return "less than a day";
  return days === 1 ? "1 day" : `${days} days`;
}

/**
 * Why an endpoint is paused, or that its deliveries have been failing since when and for how long
 * (docs/webhooks.md#delivery): an admin sees a broken receiver before five days of it pause it.
 */
export function WebhookFailing({ endpoint }: { endpoint: WebhookEndpoint }) {
  // Days are what is shown: the time the list was shown is now enough.
  const [now] = useState(() => Date.now());
  const { failingSince, pausedAt, pausedReason } = endpoint;
  const since = failingSince && `failing since ${formatDateTime(failingSince)}`;
  if (pausedAt) {
    if (pausedReason === FAILING_PAUSED_REASON)
      return <Warning>Paused after 5 days of failures{since && ` (${since})`}</Warning>;
    return pausedReason ? <p className="text-sm">Paused: {pausedReason}</p> : null;
  }
  if (!failingSince) return null;
  return (
    <Warning>
      Failing since {formatDateTime(failingSince)} ({daysSince(failingSince, now)}); it pauses after 5 days without a
      success
    </Warning>
  );
}

function Warning({ children }: { children: ReactNode }) {
  return (
    <p className="flex items-start gap-1.5 text-sm font-medium text-amber-800 dark:text-amber-300">
      <TriangleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}
