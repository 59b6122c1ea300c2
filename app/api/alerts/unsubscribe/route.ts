import { askToUnsubscribe, UNSUBSCRIBE_QUERY, unsubscribeFromAlerts } from "@/lib/server/alerts/unsubscribe-route";
import { publicRoute } from "@/lib/server/app/api-route";

export const GET = publicRoute(UNSUBSCRIBE_QUERY, askToUnsubscribe);
export const POST = publicRoute(UNSUBSCRIBE_QUERY, unsubscribeFromAlerts);
