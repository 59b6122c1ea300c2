import { publicRoute } from "@/lib/server/platform/http";
import { readQuoteWebhook, recordQuote, verifyWebhookSecret } from "@/lib/server/reports/quotes";

/** The quoting system reports a quote; the secret is checked before the body is even read. */
export const POST = publicRoute({}, async ({ runtime, request }) => {
  verifyWebhookSecret(request.headers.get("x-webhook-secret"), runtime.env.QUOTES_WEBHOOK_SECRET);
  const { quote, created } = await recordQuote(runtime.db, await readQuoteWebhook(request));
  return Response.json(quote, { status: created ? 201 : 200 });
});
