"use client";

import { useEffect, useRef, useState } from "react";
import { toast } from "@/lib/client/browser/toast";
import { keepEmailDraft, readEmailDraft, unsavedDraft, type EmailDraft } from "@/lib/client/templates/email-draft";
import { hasPendingTemplate } from "@/lib/client/templates/pending-template";
import type { EmailTemplate } from "@/lib/client/templates/templates-storage";

/**
 * Keeps the editor's unsaved text as the user's draft in local storage, restores it on entering the
 * builder and drops it once the text is saved. A template waiting from the Resource Center wins
 * over the draft: call this before usePendingTemplate, which takes that template.
 */
export function useEmailDraft(
  repId: string,
  text: string,
  editing: EmailTemplate | null,
  restore: (draft: EmailDraft) => void,
): void {
  const restoreRef = useRef(restore);
  useEffect(() => {
    restoreRef.current = restore;
  });
  // Whose draft has been looked for: until then the empty editor must not overwrite it.
  const [restoredFor, setRestoredFor] = useState<string | null>(null);

  useEffect(() => {
    if (!repId) return;
    const draft = hasPendingTemplate() ? null : readEmailDraft(repId);
    if (draft) {
      restoreRef.current(draft);
      toast.info("Draft restored", { description: "Your unsaved email text is back in the editor." });
    }
    // eslint-disable-next-line react-hooks/set-state-in-effect -- only after the look in storage may the text be kept
    setRestoredFor(repId);
  }, [repId]);

  const draft = unsavedDraft(text, editing);
  const body = draft?.body_plain;
  const templateId = draft?.template_id;
  useEffect(() => {
    if (restoredFor !== repId) return;
    keepEmailDraft(repId, body === undefined ? null : { body_plain: body, template_id: templateId ?? null });
  }, [restoredFor, repId, body, templateId]);
}
