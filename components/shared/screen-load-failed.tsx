"use client";

import { useRouter } from "next/navigation";
import { RotateCwIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/client/data/api-error";
import { errorText } from "@/lib/client/data/error-text";
import { isOutageError } from "@/lib/client/data/outage";
import type { ScreenReadFailure } from "@/lib/contract/screen-read-result";

/**
 * A server-rendered screen whose data could not be read, said once, in the screen: what failed, the
 * server's sentence (an outage's own notice speaks for it instead) and 'Try again', which renders the
 * screen again on the server.
 */
export function ScreenLoadFailed({ what, failure }: { what: string; failure: ScreenReadFailure }) {
  const router = useRouter();
  const error = new ApiError(failure.status, failure.body, "");
  return (
    <div
      role="alert"
      className="grid justify-items-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center"
    >
      <p className="font-medium">{what} could not be loaded.</p>
      {!isOutageError(error) && <p className="text-sm text-muted-foreground">{errorText(error)}</p>}
      <Button type="button" variant="outline" onClick={() => router.refresh()}>
        <RotateCwIcon aria-hidden="true" />
        Try again
      </Button>
    </div>
  );
}
