"use client";

import { useRouter } from "next/navigation";
import { RotateCwIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/client/data/api-error";
import { errorText } from "@/lib/client/data/error-text";
import type { ScreenReadFailure } from "@/lib/contract/screen-read-result";

/** Why a room's detail could not be read (the server's sentence), and 'Try again', which renders it again. */
export function RoomLoadFailed({ failure }: { failure: ScreenReadFailure }) {
  const router = useRouter();
  return (
    <>
      <p className="text-muted-foreground">{errorText(new ApiError(failure.status, failure.body, ""))}</p>
      <Button type="button" variant="outline" className="w-fit" onClick={() => router.refresh()}>
        <RotateCwIcon aria-hidden="true" />
        Try again
      </Button>
    </>
  );
}
