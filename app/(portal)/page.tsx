import { HydrationBoundary } from "@tanstack/react-query";
import { Dashboard } from "@/components/portal/dashboard";
import { dashboardQueries } from "@/lib/server/first-screen/dashboard";

/**
 * The dashboard, its cards' data read on the server on a whole page's load. No loading.tsx wraps
 * this page, so its first paint waits for the data and shows it, rather than a loading screen.
 */
export default async function HomePage() {
  return (
    <HydrationBoundary state={await dashboardQueries()}>
      <Dashboard />
    </HydrationBoundary>
  );
}
