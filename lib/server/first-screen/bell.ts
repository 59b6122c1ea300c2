import "server-only";
import { notificationsSchema } from "@/lib/contract/notifications";
import { queryKeys } from "@/lib/query-keys";
import { listNotifications } from "@/lib/server/alerts/alert-inbox";
import { asSent, prefetchFirstScreen } from "./prefetch";

/** The bell's alerts, which every signed-in page's top bar shows: read for the signed-in layouts. */
export function bellQueries() {
  return prefetchFirstScreen(async () => [
    {
      key: queryKeys.notifications,
      read: async (db, user) => asSent(notificationsSchema, await listNotifications(db, user)),
    },
  ]);
}
