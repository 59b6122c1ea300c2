"use client";

import { CopyIcon, ExternalLinkIcon, PencilIcon, PowerIcon, PowerOffIcon, Trash2Icon } from "lucide-react";
import { toast } from "@/lib/client/browser/toast";
import { Button } from "@/components/ui/button";
import { ActionSeparator } from "@/components/ui/action-separator";
import { IconButton } from "@/components/ui/icon-button";
import { copyText } from "@/lib/client/browser/clipboard";
import { useUpdateOwnTrackedLink } from "@/lib/client/api/tracked-links-queries";
import type { TrackedLink } from "@/lib/contract/tracked-links";

async function copyShortLink(url: string) {
  try {
    await copyText(url);
    toast.success("Copied!", { description: "Link copied to clipboard" });
  } catch {
    toast.error("Error", { description: "Failed to copy link" });
  }
}

/** What a link's row (or card) gets besides the link: the screen's dialogs open for it. */
export interface LinkRowActions {
  onRename: (link: TrackedLink) => void;
  onDelete: (link: TrackedLink) => void;
  /** The id of the link whose delete is running. */
  deletingId: string | undefined;
}

/** Copy the short link, open it in a new tab, rename, deactivate or activate, and delete (after a confirmation). */
export function LinkActions({
  link,
  url,
  onRename,
  onDelete,
  deletingId,
}: { link: TrackedLink; url: string } & LinkRowActions) {
  const update = useUpdateOwnTrackedLink();
  const busy = update.isPending || deletingId === link.id;
  const toggle = link.isActive
    ? { label: `Deactivate ${link.name}`, title: "Deactivate: the short link stops working", Icon: PowerOffIcon }
    : { label: `Activate ${link.name}`, title: "Activate: the short link works again", Icon: PowerIcon };
  return (
    <div className="flex items-center gap-1">
      <IconButton
        icon={CopyIcon}
        onClick={() => void copyShortLink(url)}
        label={`Copy short link of ${link.name}`}
        title="Copy short link"
      />
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
      <IconButton icon={PencilIcon} onClick={() => onRename(link)} label={`Rename ${link.name}`} title="Rename" />
      <IconButton
        icon={toggle.Icon}
        disabled={busy}
        onClick={() => update.mutate({ id: link.id, change: { isActive: !link.isActive } })}
        label={toggle.label}
        title={toggle.title}
      />
      <ActionSeparator />
      <IconButton
        icon={Trash2Icon}
        iconClassName="text-destructive"
        disabled={busy}
        onClick={() => onDelete(link)}
        label={`Delete ${link.name}`}
        title="Delete link"
      />
    </div>
  );
}
