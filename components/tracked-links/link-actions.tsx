"use client";

import { useState } from "react";
import { CopyIcon, ExternalLinkIcon, PencilIcon, PowerIcon, PowerOffIcon } from "lucide-react";
import { toast } from "@/lib/client/toast";
import { ConfirmDeleteButton } from "@/components/shared/confirm-delete";
import { Button } from "@/components/ui/button";
import { copyText } from "@/lib/client/clipboard";
import { useDeleteOwnTrackedLink, useUpdateOwnTrackedLink } from "@/lib/client/api/tracked-links";
import type { TrackedLink } from "@/lib/contract/tracked-links";
import { RenameLinkDialog } from "./rename-link-dialog";

async function copyShortLink(url: string) {
  try {
    await copyText(url);
    toast.success("Copied!", { description: "Link copied to clipboard" });
  } catch {
    toast.error("Error", { description: "Failed to copy link" });
  }
}

/**
 * Copy the short link, open it in a new tab, rename, deactivate or activate, and delete (after the
 * shared confirmation 'Are you sure you want to delete this link?').
 */
export function LinkActions({ link, url }: { link: TrackedLink; url: string }) {
  const [renaming, setRenaming] = useState(false);
  const update = useUpdateOwnTrackedLink();
  const remove = useDeleteOwnTrackedLink();
  const busy = update.isPending || remove.isPending;
  const toggle = link.isActive
    ? { label: `Deactivate ${link.name}`, title: "Deactivate: the short link stops working", Icon: PowerOffIcon }
    : { label: `Activate ${link.name}`, title: "Activate: the short link works again", Icon: PowerIcon };
  return (
    <div className="flex gap-1">
      <Button
        type="button"
        variant="ghost"
        size="icon"
        onClick={() => void copyShortLink(url)}
        aria-label={`Copy short link of ${link.name}`}
        title="Copy short link"
      >
        <CopyIcon aria-hidden="true" />
      </Button>
      <Button asChild variant="ghost" size="icon">
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Open ${link.name} in a new tab`}
          title="Open in a new tab"
        >
          <ExternalLinkIcon aria-hidden="true" />
        </a>
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        onClick={() => setRenaming(true)}
        aria-label={`Rename ${link.name}`}
        title="Rename"
      >
        <PencilIcon aria-hidden="true" />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        disabled={busy}
        onClick={() => update.mutate({ id: link.id, change: { isActive: !link.isActive } })}
        aria-label={toggle.label}
        title={toggle.title}
      >
        <toggle.Icon aria-hidden="true" />
      </Button>
      <ConfirmDeleteButton noun="link" label={link.name} onConfirm={() => remove.mutate(link.id)} disabled={busy} />
      <RenameLinkDialog link={link} open={renaming} onOpenChange={setRenaming} />
    </div>
  );
}
