import { LoadingState } from "@/components/layout/loading-state";

/** While /admin loads, under the top bar and 'Back to Portal'. */
export default function AdminLoading() {
  return <LoadingState />;
}
