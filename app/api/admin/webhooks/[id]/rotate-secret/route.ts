import { route } from "@/lib/server/app/api-route";
import { rotateWebhookSecret } from "@/lib/server/webhooks/webhook-endpoints";

export const POST = route({ auth: "admin" }, ({ db, params }) => rotateWebhookSecret(db, String(params.id)));
