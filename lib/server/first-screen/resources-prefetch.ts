import "server-only";
import { listCalendarEventsQuerySchema, portalCalendarEventSchema } from "@/lib/contract/calendar";
import { listResourcesQuerySchema, portalResourceSchema } from "@/lib/contract/resources";
import { queryKeys } from "@/lib/query-keys";
import { listUpcomingEvents } from "@/lib/server/calendar/calendar-events";
import { listResources } from "@/lib/server/library/resource-list";
import { firstBrand } from "./first-brand";
import { asSent, prefetchFirstScreen } from "./prefetch";

/**
 * The Resource Center's lists of the brand the page renders in (docs/screens.md#resource-center):
 * its resources and upcoming events, as GET /api/resources and /api/calendar-events answer them. The
 * screen changes in place when the rep switches brands, so the browser's queries hold them.
 */
export function resourcesQueries() {
  return prefetchFirstScreen(async () => {
    const brand = await firstBrand();
    if (!brand) return [];
    const query = { brandId: brand.id };
    return [
      {
        key: queryKeys.brandList("/api/resources", brand.id),
        read: async (db, user) =>
          asSent(portalResourceSchema.array(), await listResources(db, user, listResourcesQuerySchema.parse(query))),
      },
      {
        key: queryKeys.brandList("/api/calendar-events", brand.id),
        read: async (db, user) =>
          asSent(
            portalCalendarEventSchema.array(),
            await listUpcomingEvents(db, user, listCalendarEventsQuerySchema.parse(query)),
          ),
      },
    ];
  });
}
