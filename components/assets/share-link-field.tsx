"use client";

import { CopyIcon, RotateCwIcon } from "lucide-react";
import { toast } from "@/lib/client/browser/toast";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { SystemShareButton } from "@/components/ui/system-share-button";
import { Textarea } from "@/components/ui/textarea";
import { copyText } from "@/lib/client/browser/clipboard";

interface ShareLinkFieldProps {
  /** What is shared, for the phone's share sheet. */
  title: string;
  shareUrl: string | null;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
}

/** The read-only share link with its Copy and (on a phone) Share buttons, or a retry after a failed creation. */
export function ShareLinkField({ title, shareUrl, isPending, isError, onRetry }: ShareLinkFieldProps) {
  async function copy() {
    if (!shareUrl) return;
    try {
      await copyText(shareUrl);
      toast.success("Link Copied", { description: "Share link copied to clipboard" });
    } catch {
      toast.error("Error", { description: "Failed to copy link" });
    }
  }

  return (
    <div className="grid gap-2">
      <Label htmlFor="share-link">Share link</Label>
      <p id="share-link-hint" className="text-xs text-muted-foreground">
        One link for anyone you give it to (and the QR code): opens are counted, not named.
      </p>
      <div className="flex items-start gap-2">
        {/* Wraps rather than scrolls: a phone's narrow field cut the slug, the part that tells links apart. */}
        <Textarea
          id="share-link"
          readOnly
          aria-describedby="share-link-hint"
          rows={1}
          value={shareUrl ?? ""}
          placeholder={isPending ? "Creating share link..." : ""}
          onFocus={(event) => event.currentTarget.select()}
          className="min-h-9 resize-none py-2 font-mono text-xs break-all md:text-xs"
        />
        {isError && !shareUrl ? (
          <Button type="button" variant="outline" onClick={onRetry}>
            <RotateCwIcon aria-hidden="true" />
            Retry
          </Button>
        ) : (
          <>
            <Button type="button" variant="outline" disabled={!shareUrl} onClick={() => void copy()}>
              <CopyIcon aria-hidden="true" />
              Copy
            </Button>
            <SystemShareButton title={title} url={shareUrl} />
          </>
        )}
      </div>
    </div>
  );
}
