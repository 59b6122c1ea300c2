import { publicRoute } from "@/lib/server/app/api-route";
import { receiveQuoteWebhook } from "@/lib/server/reports/quote-webhook";

export const POST = publicRoute({}, ({ db, env, request }) => receiveQuoteWebhook(db, env, request));
