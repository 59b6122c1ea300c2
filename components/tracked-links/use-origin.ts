"use client";

import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/** The site's origin in the browser ("" while rendering on the server). */
export function useOrigin(): string {
  return useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => "",
  );
}
