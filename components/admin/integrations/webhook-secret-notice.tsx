"use client";

import { CopyIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { copyText } from "@/lib/client/browser/clipboard";
import { toast } from "@/lib/client/browser/toast";
import type { ShownSecret } from "@/lib/client/api/admin-webhooks";

/** The signing secret, shown once after an add or a roll, with Copy: the portal never shows it again. */
export function WebhookSecretNotice({ shown, onDone }: { shown: ShownSecret; onDone: () => void }) {
  async function copy() {
    try {
      await copyText(shown.secret);
      toast.success("Secret copied");
    } catch {
      toast.error("Error", { description: "Failed to copy the secret" });
    }
  }
  return (
    <div role="status" className="grid gap-3 rounded-md border border-amber-500/40 bg-amber-500/10 p-4 text-sm">
      <p className="font-medium wrap-anywhere">Signing secret for {shown.url}</p>
      <p>Copy it into your receiver now: it is not shown again. Use it to verify the signature of each delivery.</p>
      <code className="rounded bg-muted px-2 py-1 font-mono text-xs break-all">{shown.secret}</code>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={() => void copy()}>
          <CopyIcon aria-hidden="true" />
          Copy secret
        </Button>
        <Button type="button" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}
