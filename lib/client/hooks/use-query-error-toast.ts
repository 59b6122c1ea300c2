"use client";

import { useEffect } from "react";
import { toast } from "@/lib/client/toast";
import { errorText } from "@/lib/client/error-text";

/**
 * One error toast (the server's sentence, else SPEC §8's "{status}: {body}") when a query fails;
 * the screen stays usable.
 */
export function useQueryErrorToast(error: Error | null, title: string): void {
  useEffect(() => {
    if (error) toast.error(title, { id: `query-error-${title}`, description: errorText(error) });
  }, [error, title]);
}
