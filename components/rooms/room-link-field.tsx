"use client";

import { CopyIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { SystemShareButton } from "@/components/ui/system-share-button";
import { Textarea } from "@/components/ui/textarea";
import { copyRoomLink } from "./copy-room-link";

/**
 * The room's read-only address with its Copy and (on a phone) Share buttons; it wraps so a phone
 * shows the whole slug.
 */
export function RoomLinkField({ url, recipientName }: { url: string; recipientName: string }) {
  return (
    <div className="grid gap-2">
      <Label htmlFor="room-link">Room link</Label>
      <div className="flex items-start gap-2">
        <Textarea
          id="room-link"
          readOnly
          rows={1}
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="min-h-9 resize-none py-2 font-mono text-xs break-all md:text-xs"
        />
        <Button type="button" variant="outline" onClick={() => void copyRoomLink(url)}>
          <CopyIcon aria-hidden="true" />
          Copy
        </Button>
        <SystemShareButton title={`Room for ${recipientName}`} url={url} />
      </div>
    </div>
  );
}
