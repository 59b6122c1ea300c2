"use client";

import { useState } from "react";
import { PlusIcon } from "lucide-react";
import { RegionCard } from "@/components/shared/region-card";
import { Button } from "@/components/ui/button";
import { CardContent } from "@/components/ui/card";
import { useWebhookEndpoints, type ShownSecret } from "@/lib/client/api/admin-webhooks";
import { AddWebhookForm } from "./add-webhook-form";
import { WebhookEndpointCard } from "./webhook-endpoint-card";
import { WebhookSecretNotice } from "./webhook-secret-notice";

const WEBHOOKS_WHY =
  "Send your CRM what people did (never scanners, previews or bots), signed per Standard Webhooks and retried " +
  "until it lands.";

/**
 * The admin's Integrations tab (docs/webhooks.md): webhook endpoints that hear about real engagement,
 * signed and retried; each new or rolled secret is shown once.
 */
export function IntegrationsTab() {
  const endpoints = useWebhookEndpoints();
  const [adding, setAdding] = useState(false);
  const [secret, setSecret] = useState<ShownSecret | null>(null);
  return (
    <RegionCard titleId="webhooks-title" title="Webhooks" description={WEBHOOKS_WHY}>
      <CardContent className="grid gap-4">
        {secret && <WebhookSecretNotice shown={secret} onDone={() => setSecret(null)} />}
        {adding ? (
          <AddWebhookForm
            onAdded={(shown) => {
              setAdding(false);
              setSecret(shown);
            }}
            onCancel={() => setAdding(false)}
          />
        ) : (
          <Button type="button" className="w-fit" onClick={() => setAdding(true)}>
            <PlusIcon aria-hidden="true" />
            Add endpoint
          </Button>
        )}
        {endpoints.data?.length ? (
          <ul aria-label="Webhook endpoints" className="grid divide-y rounded-md border">
            {endpoints.data.map((endpoint) => (
              <WebhookEndpointCard key={endpoint.id} endpoint={endpoint} onSecret={setSecret} />
            ))}
          </ul>
        ) : (
          <p role="status" className="text-sm text-muted-foreground">
            {endpoints.isError
              ? "The endpoints could not be loaded."
              : endpoints.data
                ? "No endpoints yet."
                : "Loading..."}
          </p>
        )}
      </CardContent>
    </RegionCard>
  );
}
