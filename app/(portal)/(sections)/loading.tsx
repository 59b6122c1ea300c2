import { LoadingState } from "@/components/layout/loading-state";

/** While a portal page loads, inside the shared layout. */
export default function PortalLoading() {
  return <LoadingState />;
}
