import { askToUnsubscribe, UNSUBSCRIBE_QUERY, unsubscribeFromAlerts } from "@/lib/server/alerts/unsubscribe-route";
import { publicRoute } from "@/lib/server/platform/http";

export const GET = publicRoute(UNSUBSCRIBE_QUERY, askToUnsubscribe);
export const POST = publicRoute(UNSUBSCRIBE_QUERY, unsubscribeFromAlerts);
