"use client";

import { useEffect, useState, type FormEvent } from "react";
import { toast } from "@/lib/client/browser/toast";
import { Button } from "@/components/ui/button";
import { RegionCard } from "@/components/shared/region-card";
import { CardContent } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/spinner";
import { useCreateTrackedLink } from "@/lib/client/api/tracked-links-queries";
import { loadLinkContract } from "./load-link-contract";

/**
 * The inline 'Create New Tracked Link' form (docs/rules.md#tracked-link-fields). Success and Cancel both close it and
 * clear it. A host typed without a scheme gets https:// (the contract's withDefaultScheme).
 */
export function CreateLinkForm({ onClose }: { onClose: () => void }) {
  const [name, setName] = useState("");
  const [originalUrl, setOriginalUrl] = useState("");
  const [error, setError] = useState<string | null>(null);
  const create = useCreateTrackedLink(onClose);
  useEffect(() => {
    loadLinkContract().catch(() => undefined);
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const contract = await loadLinkContract().catch(() => {
      toast.error("Error", { description: "Failed to create tracked link." });
    });
    if (!contract) return;
    const parsed = contract.createTrackedLinkSchema.safeParse({ name, originalUrl });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? "Please provide both name and URL.";
      // Said once, beside the form: a toast would repeat it and outlive the fix.
      setError(message);
      return;
    }
    setError(null);
    create.mutate(parsed.data);
  }

  return (
    <RegionCard
      titleId="create-link-title"
      title="Create New Tracked Link"
      description="Clicks on the short link are counted, then the visitor goes on to the original URL."
    >
      <CardContent>
        {/* noValidate: the messages of docs/rules.md#tracked-link-fields replace the browser's bubbles. */}
        <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
          <div className="grid gap-4 md:grid-cols-2">
            <FormField
              id="link-name"
              label="Link Name"
              required
              value={name}
              maxLength={200}
              autoComplete="off"
              placeholder="e.g. Spring rental night"
              onChange={(event) => setName(event.target.value)}
            />
            <FormField
              id="link-url"
              label="Original URL"
              type="url"
              required
              value={originalUrl}
              placeholder="example.com/page"
              onChange={(event) => setOriginalUrl(event.target.value)}
            />
          </div>
          {error && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {error}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={create.isPending}>
              {create.isPending && <Spinner />}
              {create.isPending ? "Creating..." : "Create Link"}
            </Button>
            <Button type="button" variant="outline" onClick={onClose} disabled={create.isPending}>
              Cancel
            </Button>
          </div>
        </form>
      </CardContent>
    </RegionCard>
  );
}
