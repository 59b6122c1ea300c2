import "server-only";
import { z } from "zod";
import { trackedLinkSchema } from "@/lib/contract/tracked-links";
import { queryKeys } from "@/lib/query-keys";
import { listTrackedLinks } from "@/lib/server/links/rep-links";
import { asSent, prefetchFirstScreen } from "./prefetch";

/**
 * The Tracked Links screen's list (docs/screens.md#tracked-links-screen) as GET /api/tracked-links
 * answers it: the screen changes in place (a new, renamed, switched or deleted link).
 */
export function trackedLinksQueries() {
  return prefetchFirstScreen(async () => [
    {
      key: queryKeys.trackedLinks,
      read: async (db, user) => asSent(z.array(trackedLinkSchema), await listTrackedLinks(db, user)),
    },
  ]);
}
