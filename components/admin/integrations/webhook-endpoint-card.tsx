"use client";

import { useState } from "react";
import { KeyRoundIcon, PauseIcon, PlayIcon, SendIcon } from "lucide-react";
import { ConfirmDialogContent } from "@/components/shared/confirm-dialog-content";
import { StatusBadge } from "@/components/shared/status-badge";
import { AlertDialog, AlertDialogTrigger } from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import {
  useDeleteWebhook,
  usePauseWebhook,
  useRotateWebhookSecret,
  useSendWebhookNow,
  type ShownSecret,
} from "@/lib/client/api/admin-webhooks";
import type { WebhookEndpoint } from "@/lib/contract/webhooks";
import { WebhookDeliveries } from "./webhook-deliveries";
import { WebhookFailing } from "./webhook-failing";

/** One endpoint: where it sends, what, whether it is failing or paused and why, its actions and deliveries. */
export function WebhookEndpointCard({
  endpoint,
  onSecret,
}: {
  endpoint: WebhookEndpoint;
  onSecret: (s: ShownSecret) => void;
}) {
  const [showDeliveries, setShowDeliveries] = useState(false);
  const send = useSendWebhookNow();
  const pause = usePauseWebhook();
  const rotate = useRotateWebhookSecret(onSecret);
  const remove = useDeleteWebhook();
  const paused = endpoint.pausedAt !== null;
  return (
    <li className="grid min-w-0 gap-3 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-1">
          <p className="font-medium break-all">{endpoint.url}</p>
          {endpoint.description && <p className="text-sm text-muted-foreground">{endpoint.description}</p>}
          <p className="font-mono text-xs">{endpoint.events.join(", ")}</p>
          <WebhookFailing endpoint={endpoint} />
        </div>
        <StatusBadge active={!paused} offLabel="Paused" />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={send.isPending}
          onClick={() => send.mutate({ id: endpoint.id })}
        >
          <SendIcon aria-hidden="true" />
          Send test event
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={pause.isPending}
          onClick={() => pause.mutate({ id: endpoint.id, paused: !paused })}
        >
          {paused ? <PlayIcon aria-hidden="true" /> : <PauseIcon aria-hidden="true" />}
          {paused ? "Resume" : "Pause"}
        </Button>
        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button type="button" variant="outline" size="sm">
              <KeyRoundIcon aria-hidden="true" />
              Roll secret
            </Button>
          </AlertDialogTrigger>
          <ConfirmDialogContent
            question="Roll this endpoint's secret?"
            description="A new secret signs every delivery from now on; the old one still signs them too for 24 hours."
            action="Roll secret"
            onConfirm={() => rotate.mutate(endpoint.id)}
          />
        </AlertDialog>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={() => setShowDeliveries((shown) => !shown)}
          aria-expanded={showDeliveries}
        >
          {showDeliveries ? "Hide deliveries" : "Deliveries"}
        </Button>
        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button type="button" variant="ghost" size="sm" className="text-destructive">
              Delete
            </Button>
          </AlertDialogTrigger>
          <ConfirmDialogContent
            question="Delete this endpoint?"
            description={`${endpoint.url} gets no more events and its deliveries are deleted.`}
            action="Delete"
            onConfirm={() => remove.mutate(endpoint.id)}
          />
        </AlertDialog>
      </div>
      {showDeliveries && <WebhookDeliveries endpointId={endpoint.id} />}
    </li>
  );
}
