import { publicRoute } from "@/lib/server/platform/http";
import { receiveQuoteWebhook } from "@/lib/server/reports/quotes";

export const POST = publicRoute({}, ({ runtime, request }) => receiveQuoteWebhook(runtime, request));
