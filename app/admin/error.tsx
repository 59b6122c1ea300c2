"use client";

import { ErrorState, type ErrorBoundaryProps } from "@/components/layout/error-state";

/** A render error in /admin: the top bar and 'Back to Portal' stay, the dashboard shows the error. */
export default function AdminError(props: ErrorBoundaryProps) {
  return <ErrorState {...props} />;
}
