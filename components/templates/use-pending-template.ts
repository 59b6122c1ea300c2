"use client";

import { useEffect, useRef } from "react";
import { toast } from "@/lib/client/browser/toast";
import { takePendingTemplate, type PendingTemplate } from "@/lib/client/templates/pending-template";

/** A template chosen in the Resource Center is loaded once on entering the builder, then removed. */
export function usePendingTemplate(load: (template: PendingTemplate) => void): void {
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  useEffect(() => {
    const pending = takePendingTemplate();
    if (!pending) return;
    loadRef.current(pending);
    toast.success("Template loaded", { description: `"${pending.name}" is ready to edit.` });
  }, []);
}
