"use client";

import { useLinkStatus } from "next/link";
import type { ReactNode } from "react";
import { Spinner } from "@/components/ui/spinner";

/**
 * A nav link's icon (`children`), which turns into a spinner of the same size (`className`) while the
 * navigation the link started is on its way: the screens that read on the server (the dashboard,
 * Resources, Activity, Rooms) have no loading screen (a whole load paints at once), so this is the
 * click's feedback there.
 */
export function NavIcon({ className, children }: { className: string; children: ReactNode }) {
  const { pending } = useLinkStatus();
  return pending ? <Spinner className={className} /> : children;
}
