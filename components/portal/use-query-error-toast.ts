"use client";

import { useEffect } from "react";
import { toast } from "sonner";

/** A failed query shows one error toast (SPEC §8 message "{status}: {body}"); the screen stays usable. */
export function useQueryErrorToast(error: Error | null, title: string): void {
  useEffect(() => {
    if (error) toast.error(title, { id: `query-error-${title}`, description: error.message });
  }, [error, title]);
}
