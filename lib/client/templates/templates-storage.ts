import { browserStorage } from "@/lib/client/browser/browser-storage";

/** E-mail templates live only in the browser, under this local-storage key. */
export const TEMPLATES_STORAGE_KEY = "emailTemplates";

/** Fired on this window after a save, so every reader of the templates re-reads them. */
const CHANGE_EVENT = "email-templates-change";

export interface EmailTemplate {
  id: string;
  name: string;
  body_plain: string;
  rep_id: string;
  updated_at: string;
}

/** A stored entry in the documented shape (checked by hand: zod would weigh on every page that reads templates). */
function toTemplate(value: unknown): EmailTemplate | null {
  if (!value || typeof value !== "object") return null;
  const { id, name, body_plain, rep_id, updated_at } = value as Record<string, unknown>;
  if (typeof id !== "string" || id === "" || typeof name !== "string" || typeof body_plain !== "string") return null;
  if (typeof rep_id !== "string" || typeof updated_at !== "string") return null;
  return { id, name, body_plain, rep_id, updated_at };
}

function time(template: EmailTemplate): number {
  const value = Date.parse(template.updated_at);
  return Number.isNaN(value) ? 0 : value;
}

/** Newest first (by updated_at); templates with an unreadable date go last. */
export function sortNewestFirst(templates: readonly EmailTemplate[]): EmailTemplate[] {
  return [...templates].sort((a, b) => time(b) - time(a));
}

/**
 * The stored value as it is (a string, so React can compare snapshots), or null when nothing is
 * stored or storage is unreadable.
 */
export function readTemplatesRaw(): string | null {
  try {
    return browserStorage()?.getItem(TEMPLATES_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/**
 * The templates in a stored value, newest first. A corrupted value reads as no templates (it stays
 * stored until the next save replaces it); malformed entries of a readable list are skipped.
 */
export function parseTemplates(raw: string | null): EmailTemplate[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const templates = parsed.flatMap((item: unknown) => {
    const template = toTemplate(item);
    return template ? [template] : [];
  });
  return sortNewestFirst(templates);
}

/** Every stored template, of every user of this browser: what a save writes back. */
export function readTemplates(): EmailTemplate[] {
  return parseTemplates(readTemplatesRaw());
}

/** The templates one user saved: the browser's storage is shared by everyone who signs in on it. */
export function templatesOf(templates: readonly EmailTemplate[], repId: string | undefined): EmailTemplate[] {
  return repId ? templates.filter((template) => template.rep_id === repId) : [];
}

/** Stores the templates; false when storage is full or blocked (nothing is changed then). */
export function writeTemplates(templates: readonly EmailTemplate[]): boolean {
  const target = browserStorage();
  if (!target) return false;
  try {
    target.setItem(TEMPLATES_STORAGE_KEY, JSON.stringify(sortNewestFirst(templates)));
  } catch (error) {
    console.warn("Could not save the e-mail templates", error);
    return false;
  }
  globalThis.dispatchEvent?.(new Event(CHANGE_EVENT));
  return true;
}

/** Calls back when the templates change in this tab (a save) or in another tab (the storage event). */
export function subscribeTemplates(callback: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === TEMPLATES_STORAGE_KEY) callback();
  };
  window.addEventListener(CHANGE_EVENT, callback);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, callback);
    window.removeEventListener("storage", onStorage);
  };
}

/** A template that is 'recent' (docs/rules.md#recent-templates): updated within the last 7 days. */
export function isRecent(template: EmailTemplate, now: number = Date.now()): boolean {
  const updated = time(template);
  return updated > 0 && now - updated <= 7 * 24 * 60 * 60 * 1000;
}
