"use client";

import { useEffect } from "react";
import { toast } from "@/lib/client/browser/toast";
import { ApiError } from "@/lib/client/data/api-error";
import { errorText } from "@/lib/client/data/error-text";
import { isOutageError } from "@/lib/client/data/outage";
import type { ScreenReadFailure } from "@/lib/contract/screen-read-result";

/** A server read that failed, and the title of its toast (e.g. 'Error loading analytics'). */
export interface NamedFailure {
  title: string;
  failure: ScreenReadFailure;
}

/**
 * The toasts a failed query of a client screen would show (docs/rules.md#failed-calls), for the
 * reads a server render made: one per failure, with the server's sentence, none for an outage (its
 * own notice speaks for every read). The cards say what could not be loaded in place.
 */
export function ReadFailureToasts({ failures }: { failures: NamedFailure[] }) {
  useEffect(() => {
    for (const { title, failure } of failures) {
      const error = new ApiError(failure.status, failure.body, "");
      if (!isOutageError(error)) toast.error(title, { id: `query-error-${title}`, description: errorText(error) });
    }
  }, [failures]);
  return null;
}
