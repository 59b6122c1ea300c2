import { askToUnsubscribe, UNSUBSCRIBE_QUERY, unsubscribeFromAlerts } from "@/lib/server/alerts/unsubscribe-route";
import { alertUnsubscribeKey } from "@/lib/server/alerts/unsubscribe-token";
import { publicRoute } from "@/lib/server/app/api-route";
import { authSetup } from "@/lib/server/auth/keys";

export const GET = publicRoute(UNSUBSCRIBE_QUERY, async ({ db, query }) =>
  askToUnsubscribe(alertUnsubscribeKey(await authSetup(db)), query.token),
);
export const POST = publicRoute(UNSUBSCRIBE_QUERY, async ({ db, query, request }) =>
  unsubscribeFromAlerts(db, alertUnsubscribeKey(await authSetup(db)), request, query.token),
);
