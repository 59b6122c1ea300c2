import { z } from "zod";
import { webhookEventSchemas } from "@/lib/contract/webhooks";
import { publicRoute } from "@/lib/server/app/api-route";

/** The events' JSON Schemas, from their zod schemas (docs/webhooks.md#events): public, like any API's docs. */
const published = Object.fromEntries(
  Object.entries(webhookEventSchemas).map(([type, schema]) => [type, z.toJSONSchema(schema)]),
);

export const GET = publicRoute({}, () => published);
