import { route } from "@/lib/server/app/api-route";
import { listWebhookDeliveries } from "@/lib/server/webhooks/webhook-endpoints";

export const GET = route({ auth: "admin" }, ({ db, params }) => listWebhookDeliveries(db, String(params.id)));
