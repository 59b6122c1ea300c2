"use client";

import { RotateCwIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useSendWebhookNow, useWebhookDeliveries } from "@/lib/client/api/admin-webhooks";
import { formatDateTime } from "@/lib/client/format/format";
import type { WebhookDelivery } from "@/lib/contract/webhooks";

/** "Delivered", "Retrying at 2:05 PM" or "Failed": where a delivery stands. */
function standing(delivery: WebhookDelivery): string {
  if (delivery.deliveredAt) return "Delivered";
  if (delivery.nextAttemptAt) return `Next try ${formatDateTime(delivery.nextAttemptAt)}`;
  return delivery.attempts ? "Failed" : "Waiting";
}

/** An endpoint's newest deliveries: event, time, attempts, last answer and its time, and Replay. */
export function WebhookDeliveries({ endpointId }: { endpointId: string }) {
  const deliveries = useWebhookDeliveries(endpointId);
  const send = useSendWebhookNow();
  if (!deliveries.data) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        {deliveries.isError ? "The deliveries could not be loaded." : "Loading deliveries..."}
      </p>
    );
  }
  if (!deliveries.data.length) return <p className="text-sm text-muted-foreground">No deliveries yet.</p>;
  return (
    <ul aria-label="Deliveries" className="grid gap-2">
      {deliveries.data.map((delivery) => (
        <li
          key={delivery.id}
          className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-2 text-sm"
        >
          <div className="grid gap-0.5">
            <p>
              <span className="font-mono text-xs">{delivery.eventType}</span> · {formatDateTime(delivery.createdAt)}
            </p>
            <p className="text-muted-foreground">
              {standing(delivery)} · {delivery.attempts} {delivery.attempts === 1 ? "attempt" : "attempts"}
              {delivery.lastStatus !== null && ` · answered ${delivery.lastStatus}`}
              {delivery.lastResponseMs !== null && ` in ${delivery.lastResponseMs} ms`}
              {delivery.lastError && !delivery.deliveredAt && ` · ${delivery.lastError}`}
            </p>
          </div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={send.isPending}
            aria-label={`Replay the ${delivery.eventType} delivery of ${formatDateTime(delivery.createdAt)}`}
            onClick={() => send.mutate({ id: endpointId, deliveryId: delivery.id })}
          >
            <RotateCwIcon aria-hidden="true" />
            Replay
          </Button>
        </li>
      ))}
    </ul>
  );
}
