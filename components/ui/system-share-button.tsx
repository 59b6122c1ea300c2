"use client";

import { Share2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { IconButton } from "@/components/ui/icon-button";
import { shareThroughSystem, useSystemShare } from "@/lib/client/browser/system-share";

interface SystemShareProps {
  /** The sheet's title: what is shared. */
  title: string;
  url: string | null;
  /** An icon button named `label` (a row of actions), rather than a "Share" button beside a field. */
  label?: string;
}

/** "Share" through the phone's own sheet, where the browser has one; nothing elsewhere. */
export function SystemShareButton({ title, url, label }: SystemShareProps) {
  const available = useSystemShare();
  if (!available) return null;
  const share = () => url && void shareThroughSystem(title, url);
  if (label) return <IconButton icon={Share2Icon} onClick={share} disabled={!url} label={label} title="Share" />;
  return (
    <Button type="button" variant="outline" disabled={!url} onClick={share}>
      <Share2Icon aria-hidden="true" />
      Share
    </Button>
  );
}
