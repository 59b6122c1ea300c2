"use client";

import { useMemo, useSyncExternalStore } from "react";
import { parseTemplates, readTemplatesRaw, subscribeTemplates, type EmailTemplate } from "@/lib/client/templates-storage";

const noTemplatesOnServer = () => null;

/** The e-mail templates in local storage, newest first, kept in step with saves in this and other tabs. */
export function useStoredTemplates(): EmailTemplate[] {
  const raw = useSyncExternalStore(subscribeTemplates, readTemplatesRaw, noTemplatesOnServer);
  return useMemo(() => parseTemplates(raw), [raw]);
}
