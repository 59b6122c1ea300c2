import { route } from "@/lib/server/app/api-route";
import { sendTestEvent } from "@/lib/server/webhooks/webhook-endpoints";

export const POST = route({ auth: "admin" }, ({ db, env, params }) =>
  sendTestEvent(db, String(params.id), env.WEBHOOK_ALLOW_PRIVATE_URLS),
);
