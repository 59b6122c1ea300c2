"use client";

import { ErrorState, type ErrorBoundaryProps } from "@/components/layout/error-state";

/** A render error in a portal page: the top bar, sidebar and footer stay, the page shows the error. */
export default function PortalError(props: ErrorBoundaryProps) {
  return <ErrorState {...props} />;
}
