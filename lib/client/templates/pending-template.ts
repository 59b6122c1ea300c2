import { browserStorage } from "@/lib/client/browser/browser-storage";

/**
 * A template chosen in the Resource Center, waiting for the email builder to load it
 * (docs/rules.md#template-lifecycle).
 */
export interface PendingTemplate {
  id: string;
  name: string;
  body_plain: string;
}

export const PENDING_TEMPLATE_KEY = "pendingTemplate";

function isPendingTemplate(value: unknown): value is PendingTemplate {
  if (!value || typeof value !== "object") return false;
  const { id, name, body_plain } = value as Record<string, unknown>;
  return typeof id === "string" && typeof name === "string" && typeof body_plain === "string";
}

/** Stores the pending template; false when storage is full or blocked. */
export function savePendingTemplate(template: PendingTemplate): boolean {
  try {
    const store = browserStorage();
    if (!store) return false;
    store.setItem(PENDING_TEMPLATE_KEY, JSON.stringify(template));
    return true;
  } catch (error) {
    console.warn("Could not store the pending template", error);
    return false;
  }
}

/** Reads and removes the pending template; null when there is none, it is corrupted or storage is blocked. */
export function takePendingTemplate(): PendingTemplate | null {
  try {
    const store = browserStorage();
    const raw = store?.getItem(PENDING_TEMPLATE_KEY);
    if (raw == null) return null;
    store?.removeItem(PENDING_TEMPLATE_KEY);
    const parsed: unknown = JSON.parse(raw);
    return isPendingTemplate(parsed) ? { id: parsed.id, name: parsed.name, body_plain: parsed.body_plain } : null;
  } catch {
    return null;
  }
}

/** Whether a template is waiting to be loaded (it is left in place). */
export function hasPendingTemplate(): boolean {
  try {
    return browserStorage()?.getItem(PENDING_TEMPLATE_KEY) != null;
  } catch {
    return false;
  }
}
