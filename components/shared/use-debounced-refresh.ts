"use client";

import { useCallback, useEffect, useRef } from "react";
import { useRouter } from "next/navigation";

/**
 * For a screen rendered on the server: a function that renders it again `delayMs` after its last
 * call, so that a burst of live events is one render, not one per event.
 */
export function useDebouncedRefresh(delayMs: number) {
  const router = useRouter();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => router.refresh(), delayMs);
  }, [router, delayMs]);
}
