"use client";

import { useRef, useState } from "react";
import dynamic from "next/dynamic";
import { toast } from "@/lib/client/browser/toast";
import { useBrand } from "@/lib/client/brand/brand-context";
import { useSignedIn } from "@/components/shared/use-signed-in";
import type { PortalAsset } from "@/lib/contract/assets";
import type { TrackedLink } from "@/lib/contract/tracked-links";
import type { EmailTemplate } from "@/lib/client/templates/templates-storage";
import { cn } from "@/lib/utils";
import { EmailEditorCard } from "./email-editor-card";
import { copyEmailText, downloadEmailText } from "./email-export";
import { insertAtCursor } from "./insert-at-cursor";
import { SavedTemplatesCard } from "./saved-templates-card";
import { TemplateDialogs, type DialogState } from "./template-dialogs";
import { useEmailDraft } from "./use-email-draft";
import { usePendingTemplate } from "./use-pending-template";
import { useStoredTemplates } from "./use-stored-templates";
import { useTemplateActions } from "./use-template-actions";

/** An asset's url made absolute on the site's origin (inserted as '{title}: {url}'). */
function absoluteUrl(url: string): string {
  try {
    return new URL(url, window.location.origin).toString();
  } catch {
    return url;
  }
}

/** The side panel (and its tabs) loads when it is first shown; it starts hidden. */
const AssetsLinksPanel = dynamic(() => import("./assets-links-panel").then((module) => module.AssetsLinksPanel), {
  ssr: false,
});

/** The Plain Text Email Builder's editor, panel, saved templates and dialogs (docs/screens.md#email-builder). */
export function EmailBuilder() {
  const repId = useSignedIn()?.user.id ?? "";
  const brandCode = useBrand().currentBrand?.code;
  const identity = { userId: repId || undefined, brandCode };
  const templates = useStoredTemplates();
  const actions = useTemplateActions(repId);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState("");
  const [editingId, setEditingId] = useState<string | null>(null);
  const [panelOpen, setPanelOpen] = useState(false);
  const [dialog, setDialog] = useState<DialogState>(null);
  const editing = templates.find((t) => t.id === editingId) ?? null;

  // The draft first: a template waiting from the Resource Center replaces it.
  useEmailDraft(repId, text, editing, (draft) => {
    setText(draft.body_plain);
    setEditingId(draft.template_id);
  });
  usePendingTemplate((pending) => {
    setText(pending.body_plain);
    setEditingId(null);
  });

  function insert(insertion: string, message: string) {
    const area = textareaRef.current;
    const result = insertAtCursor(
      text,
      insertion,
      area?.selectionStart ?? text.length,
      area?.selectionEnd ?? text.length,
    );
    setText(result.text);
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(result.cursor, result.cursor);
    });
    toast.success(message);
  }

  /** Overwrites the template being edited; otherwise asks for a name. */
  function save() {
    if (editing) actions.overwrite(editing.id, text);
    else setDialog({ kind: "save" });
  }

  function load(template: EmailTemplate) {
    setText(template.body_plain);
    setEditingId(template.id);
    toast.success("Template loaded", { description: `"${template.name}" is in the editor.` });
  }

  /** Called once the rep has confirmed the delete in its dialog. */
  function remove(template: EmailTemplate) {
    if (actions.remove(template.id) && template.id === editingId) setEditingId(null);
  }

  return (
    <>
      <div className={cn("grid gap-6", panelOpen && "lg:grid-cols-[minmax(0,1fr)_22rem]")}>
        <EmailEditorCard
          text={text}
          onTextChange={setText}
          textareaRef={textareaRef}
          editingName={editing?.name ?? null}
          panelOpen={panelOpen}
          onTogglePanel={() => setPanelOpen((open) => !open)}
          onSave={save}
          onCopy={() => void copyEmailText(text, identity)}
          onDownload={() => downloadEmailText(text, identity)}
        />
        {panelOpen && (
          <AssetsLinksPanel
            onInsertAsset={(asset: PortalAsset) =>
              insert(`${asset.title}: ${absoluteUrl(asset.url)}`, "Asset link inserted")
            }
            onInsertLink={(link: TrackedLink) =>
              insert(`${window.location.origin}/go/${link.slug}`, "Tracked link inserted")
            }
          />
        )}
      </div>
      <SavedTemplatesCard
        templates={templates}
        editingId={editingId}
        handlers={{
          onLoad: load,
          onCopy: (template) => void copyEmailText(template.body_plain, identity, "Template copied to clipboard"),
          onRename: (template) => setDialog({ kind: "rename", template }),
          onDuplicate: (template) => actions.duplicate(template),
          onDelete: (template) => setDialog({ kind: "delete", template }),
        }}
      />
      <TemplateDialogs
        dialog={dialog}
        onClose={() => setDialog(null)}
        onSaveNew={(name) => {
          const created = actions.create(name, text);
          if (created) setEditingId(created.id);
          return created !== null;
        }}
        onRename={(template, name) => actions.rename(template.id, name)}
        onDelete={remove}
      />
    </>
  );
}
