"use client";

import { useEffect } from "react";
import { toast } from "sonner";
import { errorText } from "./error-text";

/** One error toast with the error's message when a list fails to load; the screen stays usable. */
export function useLoadErrorToast(error: Error | null, title: string): void {
  useEffect(() => {
    if (error) toast.error(title, { id: `load-error-${title}`, description: errorText(error) });
  }, [error, title]);
}
