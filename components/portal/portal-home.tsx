"use client";

import { Badge } from "@/components/ui/badge";
import { displayName, roleLabel } from "@/components/layout/user-display";
import { useSignedIn } from "@/components/layout/use-signed-in";

/** The signed-in home until the dashboard replaces it. */
export function PortalHome() {
  const signedIn = useSignedIn();
  if (!signedIn) return null;
  return (
    <section className="space-y-3">
      <h1 className="text-3xl font-bold tracking-tight">Welcome, {displayName(signedIn.user)}</h1>
      <p className="flex flex-wrap items-center gap-2 text-muted-foreground">
        Signed in as <Badge variant="secondary">{roleLabel(signedIn.role)}</Badge>
      </p>
    </section>
  );
}
