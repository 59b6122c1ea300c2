"use client";

import { useEffect } from "react";
import { useSignedIn } from "@/components/shared/use-signed-in";
import { useUpdateRepProfile } from "@/lib/client/api/user-queries";

/**
 * Sets the signed-in user's time zone from the browser once, while it is unset, so alert e-mails
 * tell times in it from the start; the Profile dialog changes it later. The zone comes with the
 * signed-in user, so a page load asks the API nothing. Renders nothing.
 */
export function BrowserTimeZone() {
  const unset = useSignedIn()?.user.timeZone === null;
  const { mutate, isIdle } = useUpdateRepProfile({ quiet: true });
  useEffect(() => {
    if (unset && isIdle) mutate({ timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone });
  }, [unset, isIdle, mutate]);
  return null;
}
