"use client";

import { CopyIcon, ExternalLinkIcon } from "lucide-react";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import { copyText } from "@/lib/client/clipboard";

async function copyShortLink(url: string) {
  try {
    await copyText(url);
    toast.success("Copied!", { description: "Link copied to clipboard" });
  } catch {
    toast.error("Error", { description: "Failed to copy link" });
  }
}

/** Copy the short link and open it in a new tab. */
export function LinkActions({ name, url }: { name: string; url: string }) {
  return (
    <div className="flex gap-1">
      <Button
        type="button"
        variant="ghost"
        size="icon"
        onClick={() => void copyShortLink(url)}
        aria-label={`Copy short link of ${name}`}
        title="Copy short link"
      >
        <CopyIcon aria-hidden="true" />
      </Button>
      <Button asChild variant="ghost" size="icon">
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Open ${name} in a new tab`}
          title="Open in a new tab"
        >
          <ExternalLinkIcon aria-hidden="true" />
        </a>
      </Button>
    </div>
  );
}
