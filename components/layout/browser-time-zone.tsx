"use client";

import { useEffect } from "react";
import { useRepProfile, useUpdateRepProfile } from "@/lib/client/api/user-queries";

/**
 * Sets the signed-in user's time zone from the browser once, while it is unset, so alert e-mails
 * tell times in it from the start; the Profile dialog changes it later. Renders nothing.
 */
export function BrowserTimeZone() {
  const profile = useRepProfile();
  const { mutate, isIdle } = useUpdateRepProfile({ quiet: true });
  const unset = profile.data !== undefined && profile.data.timeZone === null;
  useEffect(() => {
    if (unset && isIdle) mutate({ timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone });
  }, [unset, isIdle, mutate]);
  return null;
}
