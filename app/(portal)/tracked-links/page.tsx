import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { TrackedLinksScreen } from "@/components/tracked-links/tracked-links-screen";
import { renderOrigin } from "@/lib/server/first-screen/screen-read";
import { trackedLinksQueries } from "@/lib/server/first-screen/tracked-links-prefetch";

export const metadata: Metadata = { title: "Tracked Links - Sales Rep Portal" };

/** The rep's tracked links, read on the server on a whole page's load, with the short URLs' origin. */
export default async function TrackedLinksPage() {
  const [queries, origin] = await Promise.all([trackedLinksQueries(), renderOrigin()]);
  return (
    <HydrationBoundary state={queries}>
      <TrackedLinksScreen origin={origin} />
    </HydrationBoundary>
  );
}
