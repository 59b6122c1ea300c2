import { publicRoute } from "@/lib/server/platform/http";
import { receiveQuoteWebhook } from "@/lib/server/reports/quote-webhook";

export const POST = publicRoute({}, ({ runtime, request }) => receiveQuoteWebhook(runtime, request));
