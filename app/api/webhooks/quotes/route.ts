import { publicRoute } from "@/lib/server/app/api-route";
import { receiveQuoteWebhook } from "@/lib/server/reports/quote-webhook";

export const POST = publicRoute({}, ({ runtime, request }) => receiveQuoteWebhook(runtime, request));
