import { browserStorage } from "@/lib/client/browser/browser-storage";

/**
 * The email builder's unsaved text, kept in local storage per user (a browser may be shared), so a
 * reload or a visit to another screen does not lose it.
 */
export interface EmailDraft {
  body_plain: string;
  /** The saved template the text is an edit of, or null for a new one. */
  template_id: string | null;
}

/** The local-storage key of a user's draft. */
export const emailDraftKey = (repId: string) => `emailDraft:${repId}`;

/**
 * What is worth keeping of the editor: its text unless it is empty or, when a saved template is
 * being edited, unchanged from it. Null once saved, so a save clears the draft.
 */
export function unsavedDraft(text: string, editing: { id: string; body_plain: string } | null): EmailDraft | null {
  if (editing ? text === editing.body_plain : text === "") return null;
  return { body_plain: text, template_id: editing?.id ?? null };
}

/** The user's draft; null when there is none, it is corrupted or storage is blocked. */
export function readEmailDraft(repId: string): EmailDraft | null {
  try {
    const raw = browserStorage()?.getItem(emailDraftKey(repId));
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== "object") return null;
    const { body_plain, template_id } = parsed as Record<string, unknown>;
    if (typeof body_plain !== "string") return null;
    return { body_plain, template_id: typeof template_id === "string" ? template_id : null };
  } catch {
    return null;
  }
}

/** Keeps the draft, or removes it when there is nothing unsaved; a full or blocked storage only costs the draft. */
export function keepEmailDraft(repId: string, draft: EmailDraft | null): void {
  try {
    const store = browserStorage();
    if (draft) store?.setItem(emailDraftKey(repId), JSON.stringify(draft));
    else store?.removeItem(emailDraftKey(repId));
  } catch (error) {
    console.warn("Could not keep the email draft", error);
  }
}
