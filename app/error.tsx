"use client";

import { ErrorState, type ErrorBoundaryProps } from "@/components/layout/error-state";

/** A render error on a screen outside the portal's layout (login, callback, connection test). */
export default function RootError(props: ErrorBoundaryProps) {
  return <ErrorState {...props} fullScreen />;
}
