import { updateWebhookSchema } from "@/lib/contract/webhooks";
import { route } from "@/lib/server/app/api-route";
import { deleteWebhookEndpoint, updateWebhookEndpoint } from "@/lib/server/webhooks/webhook-endpoints";

export const PATCH = route({ auth: "admin", body: updateWebhookSchema }, ({ db, params, body }) =>
  updateWebhookEndpoint(db, String(params.id), body),
);

export const DELETE = route({ auth: "admin" }, ({ db, params }) => deleteWebhookEndpoint(db, String(params.id)));
