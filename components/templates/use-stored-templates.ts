"use client";

import { useMemo, useSyncExternalStore } from "react";
import { useSignedIn } from "@/components/shared/use-signed-in";
import {
  parseTemplates,
  readTemplatesRaw,
  subscribeTemplates,
  templatesOf,
  type EmailTemplate,
} from "@/lib/client/templates/templates-storage";

const noTemplatesOnServer = () => null;

/**
 * The signed-in user's e-mail templates in local storage, newest first, kept in step with saves in
 * this and other tabs. Templates other users saved in this browser are not theirs to see.
 */
export function useStoredTemplates(): EmailTemplate[] {
  const repId = useSignedIn()?.user.id;
  const raw = useSyncExternalStore(subscribeTemplates, readTemplatesRaw, noTemplatesOnServer);
  return useMemo(() => templatesOf(parseTemplates(raw), repId), [raw, repId]);
}
