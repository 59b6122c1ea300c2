"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { FieldError, FormField } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { useCreateWebhook, type ShownSecret } from "@/lib/client/api/admin-webhooks";
import { createWebhookSchema, WEBHOOK_EVENTS } from "@/lib/contract/webhooks";

/** What each event means to an admin choosing it (docs/webhooks.md#events). */
const EVENT_LABELS: Record<(typeof WEBHOOK_EVENTS)[number], string> = {
  "share.opened": "A person opened a shared asset",
  "room.visited": "A person visited a room",
  "room.forwarded": "A room was first opened on a second device (possibly forwarded)",
  "quote.received": "A quote came in",
};

/** 'Add endpoint': the receiver's URL, a description and its events, checked as the server checks them. */
export function AddWebhookForm({ onAdded, onCancel }: { onAdded: (shown: ShownSecret) => void; onCancel: () => void }) {
  const [url, setUrl] = useState("");
  const [description, setDescription] = useState("");
  const [events, setEvents] = useState<string[]>([]);
  const [errors, setErrors] = useState<{ url?: string; events?: string }>({});
  const create = useCreateWebhook(onAdded);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = createWebhookSchema.safeParse({ url, description, events });
    if (!parsed.success) {
      const messageOf = (field: string) => parsed.error.issues.find((issue) => issue.path[0] === field)?.message;
      setErrors({ url: messageOf("url"), events: messageOf("events") });
      return;
    }
    setErrors({});
    create.mutate(parsed.data);
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Add endpoint" className="grid gap-4 rounded-md border p-4">
      <FormField
        id="webhook-url"
        label="Receiver URL"
        type="url"
        required
        placeholder="https://crm.example.com/webhooks/portal"
        value={url}
        error={errors.url}
        onChange={(event) => setUrl(event.target.value)}
      />
      <FormField
        id="webhook-description"
        label="Description (optional)"
        value={description}
        onChange={(event) => setDescription(event.target.value)}
      />
      <fieldset className="grid gap-2" aria-describedby={errors.events ? "webhook-events-error" : undefined}>
        <legend className="mb-1 text-sm font-medium">Events</legend>
        {WEBHOOK_EVENTS.map((name) => (
          <div key={name} className="flex items-start gap-2">
            <Checkbox
              id={`webhook-event-${name}`}
              checked={events.includes(name)}
              onCheckedChange={(on) =>
                setEvents((current) => (on === true ? [...current, name] : current.filter((e) => e !== name)))
              }
            />
            <Label htmlFor={`webhook-event-${name}`} className="grid gap-0.5 font-normal">
              <span className="font-mono text-xs">{name}</span>
              <span className="text-muted-foreground">{EVENT_LABELS[name]}</span>
            </Label>
          </div>
        ))}
        <FieldError id="webhook-events-error">{errors.events}</FieldError>
      </fieldset>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending}>
          Add endpoint
        </Button>
      </div>
    </form>
  );
}
