"use client";

import { useCallback, useEffect, useState } from "react";

/** Whole seconds left of a wait, ticking down each second once `start(seconds)` is called; 0 without one. */
export function useCountdown(): [secondsLeft: number, start: (seconds: number) => void] {
  const [until, setUntil] = useState<number>();
  const [now, setNow] = useState(0);
  const start = useCallback((seconds: number) => {
    const startedAt = Date.now();
    setNow(startedAt);
    setUntil(startedAt + seconds * 1000);
  }, []);
  useEffect(() => {
    if (!until) return;
    const timer = setInterval(() => {
      const tick = Date.now();
      setNow(tick);
      if (tick >= until) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return [until ? Math.max(0, Math.ceil((until - now) / 1000)) : 0, start];
}
