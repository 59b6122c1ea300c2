import { createWebhookSchema } from "@/lib/contract/webhooks";
import { route } from "@/lib/server/app/api-route";
import { createWebhookEndpoint, listWebhookEndpoints } from "@/lib/server/webhooks/webhook-endpoints";

export const GET = route({ auth: "admin" }, ({ db }) => listWebhookEndpoints(db));

export const POST = route({ auth: "admin", body: createWebhookSchema }, async ({ db, env, user, body }) =>
  Response.json(await createWebhookEndpoint(db, user, body, env.WEBHOOK_ALLOW_PRIVATE_URLS), { status: 201 }),
);
