import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { ResourceCenter } from "@/components/resources/resource-center";
import { resourcesQueries } from "@/lib/server/first-screen/resources-prefetch";

export const metadata: Metadata = { title: "Resource Center | Sales Rep Portal" };

/** The Resource Center, its lists read on the server on a whole page's load. */
export default async function ResourcesPage() {
  return (
    <HydrationBoundary state={await resourcesQueries()}>
      <ResourceCenter />
    </HydrationBoundary>
  );
}
