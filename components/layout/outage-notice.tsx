"use client";

import { useEffect, useSyncExternalStore } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { CloudOffIcon } from "lucide-react";
import { useAuth } from "@/lib/client/auth/auth-context";
import { isUnavailable, onRecovered, subscribeOutage } from "@/lib/client/data/outage";
import { cn } from "@/lib/utils";

const never = () => false;

/**
 * The one calm message of an outage (a 503 from the portal): shown over every screen while it lasts,
 * instead of a toast per failed query. When the portal answers again the queries that failed load again.
 */
export function OutageNotice() {
  const unavailable = useSyncExternalStore(subscribeOutage, isUnavailable, never);
  const queryClient = useQueryClient();
  const signedIn = useAuth().state.status === "signedIn";

  useEffect(
    () =>
      onRecovered(() => {
        void queryClient.refetchQueries({ type: "active", predicate: (query) => query.state.status === "error" });
      }),
    [queryClient],
  );

  if (!unavailable) return null;
  return (
    <div
      role="status"
      className={cn(
        "fixed top-20 left-1/2 z-50 flex w-max max-w-[calc(100vw-2rem)] -translate-x-1/2 items-center gap-3",
        "rounded-lg border bg-background px-4 py-3 text-sm shadow-lg",
      )}
    >
      <CloudOffIcon className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
      <p>
        <span className="font-medium">The portal is temporarily unavailable.</span>{" "}
        <span className="text-muted-foreground">
          {signedIn ? "You are still signed in; it reconnects by itself." : "It reconnects by itself."}
        </span>
      </p>
    </div>
  );
}
