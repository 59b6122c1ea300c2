"use client";

import { useEffect, useState, type ComponentType } from "react";
import type { ToasterProps } from "sonner";
import { afterHydration } from "@/lib/client/after-hydration";
import { retryingImport } from "@/lib/client/retrying-import";
import { deliverToasts, onToastRaised } from "@/lib/client/toast";

/** The Toaster and sonner: a chunk of their own, not part of any page's first load. */
const loadToaster = retryingImport(() => import("@/components/ui/sonner"));

/**
 * The Toaster, mounted at the browser's first idle moment, or as soon as a toast is raised before
 * that; it hands sonner's `toast` to lib/client/toast. A load that fails is tried again by the next
 * toast.
 */
export function DeferredToaster(props: ToasterProps) {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps>>();
  useEffect(() => {
    if (Toaster) return;
    let mounted = true;
    const load = () => {
      loadToaster().then(
        (module) => {
          deliverToasts(module.toast);
          if (mounted) setToaster(() => module.Toaster);
        },
        () => undefined,
      );
    };
    afterHydration().then(load);
    const stopListening = onToastRaised(load);
    return () => {
      mounted = false;
      stopListening();
    };
  }, [Toaster]);
  return Toaster ? <Toaster {...props} /> : null;
}
