import { route } from "@/lib/server/app/api-route";
import { replayDelivery } from "@/lib/server/webhooks/webhook-endpoints";

export const POST = route({ auth: "admin" }, ({ db, env, params }) =>
  replayDelivery(db, String(params.id), String(params.deliveryId), env.WEBHOOK_ALLOW_PRIVATE_URLS),
);
