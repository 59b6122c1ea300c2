"use client";

import { toast } from "@/lib/client/browser/toast";
import { readTemplates, writeTemplates, type EmailTemplate } from "@/lib/client/templates/templates-storage";

const STORAGE_FAILED = "The template could not be stored: the browser's storage is full or blocked. Your text is kept.";

/** Writes the new list; on success shows `title`, on a full or blocked storage an error toast. */
function persist(templates: EmailTemplate[], title: string, description?: string): boolean {
  if (!writeTemplates(templates)) {
    toast.error("Template not saved", { description: STORAGE_FAILED });
    return false;
  }
  toast.success(title, { description });
  return true;
}

function newId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/**
 * Save (new or overwrite), rename, duplicate and delete (docs/rules.md#template-lifecycle), each re-reading local
 * storage first so another tab's changes are kept. Only the rep's own templates are changed; those of other users of
 * the browser are written back as they were. Every action reports whether it was stored.
 */
export function useTemplateActions(repId: string) {
  const now = () => new Date().toISOString();
  const isOwn = (template: EmailTemplate, id: string) => template.id === id && template.rep_id === repId;

  /** Stores a new template; returns it, or null when storage failed. */
  function create(name: string, body: string): EmailTemplate | null {
    const template: EmailTemplate = {
      id: newId(),
      name: name.trim(),
      body_plain: body,
      rep_id: repId,
      updated_at: now(),
    };
    return persist([template, ...readTemplates()], "Template saved", `"${template.name}" is in your saved templates.`)
      ? template
      : null;
  }

  /** Overwrites the body of the template being edited. */
  function overwrite(id: string, body: string): boolean {
    const templates = readTemplates();
    const current = templates.find((t) => isOwn(t, id));
    if (!current) return false;
    const next = templates.map((t) => (isOwn(t, id) ? { ...t, body_plain: body, updated_at: now() } : t));
    return persist(next, "Template saved", `"${current.name}" was updated.`);
  }

  function rename(id: string, name: string): boolean {
    const templates = readTemplates();
    if (!templates.some((t) => isOwn(t, id))) return false;
    const next = templates.map((t) => (isOwn(t, id) ? { ...t, name: name.trim(), updated_at: now() } : t));
    return persist(next, "Template renamed");
  }

  function duplicate(template: EmailTemplate): boolean {
    const copy = { ...template, id: newId(), name: `${template.name} (Copy)`, rep_id: repId, updated_at: now() };
    return persist([copy, ...readTemplates()], "Template duplicated");
  }

  function remove(id: string): boolean {
    return persist(
      readTemplates().filter((t) => !isOwn(t, id)),
      "Template deleted",
    );
  }

  return { create, overwrite, rename, duplicate, remove };
}
