"use client";

import { useEffect } from "react";
import { RotateCwIcon, TriangleAlertIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { CardContent, CardFooter } from "@/components/ui/card";
import { ProblemCard } from "./problem-card";

/** What Next.js hands an error.tsx / global-error.tsx: the thrown value and a retry (refetch, then render again). */
export interface ErrorBoundaryProps {
  error: unknown;
  retry: () => void;
}

/** A server error's digest: the reference that finds it in the server's log (its message is not sent). */
function digestOf(error: unknown): string | undefined {
  const digest = error instanceof Error && "digest" in error ? error.digest : undefined;
  return typeof digest === "string" ? digest : undefined;
}

/**
 * What a route shows instead of going blank when it fails to render: the portal's card with
 * 'Try again' and a way home. The error itself is only logged (docs/rules.md#silent-failures).
 */
export function ErrorState({ error, retry, fullScreen = false }: ErrorBoundaryProps & { fullScreen?: boolean }) {
  useEffect(() => {
    console.error("A page failed to render", error);
  }, [error]);
  const digest = digestOf(error);
  return (
    <ProblemCard
      icon={TriangleAlertIcon}
      title="Something went wrong"
      description="This page could not be shown. Try again; if it keeps failing, go back to the dashboard."
      fullScreen={fullScreen}
      role="alert"
    >
      {digest && (
        <CardContent>
          <p className="text-sm text-muted-foreground">
            Reference: <code className="font-mono">{digest}</code>
          </p>
        </CardContent>
      )}
      <CardFooter className="flex-wrap gap-3">
        <Button type="button" onClick={retry}>
          <RotateCwIcon aria-hidden="true" />
          Try again
        </Button>
        <Button asChild variant="outline">
          {/* A full page load, so whatever state broke the page starts afresh. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- the full page load is the point */}
          <a href="/">Back to dashboard</a>
        </Button>
      </CardFooter>
    </ProblemCard>
  );
}
