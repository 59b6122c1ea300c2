"use client";

import { useEffect } from "react";
import { toast } from "@/lib/client/browser/toast";
import { errorText } from "@/lib/client/data/error-text";
import { isOutageError } from "@/lib/client/data/outage";

/**
 * One error toast (the server's sentence, else "{status}: {body}", docs/rules.md#failed-calls) when a query fails;
 * the screen stays usable. An outage (503) shows no toast: the one outage notice speaks for every
 * query, and they load again when it ends.
 */
export function useQueryErrorToast(error: Error | null, title: string): void {
  useEffect(() => {
    if (error && !isOutageError(error))
      toast.error(title, { id: `query-error-${title}`, description: errorText(error) });
  }, [error, title]);
}
