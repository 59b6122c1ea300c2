import { publicRoute } from "@/lib/server/app/api-route";
import { notFound } from "@/lib/server/platform/http-errors";

// Any /api path without a route of its own: forwarded in upstream proxy mode (the backend may
// answer paths this app does not know), otherwise a JSON 404 in the API's error shape for every
// method, never Next's HTML page.
const unknownEndpoint = publicRoute({}, ({ request }) => {
  throw notFound(`There is no API endpoint at ${request.nextUrl.pathname}.`, "unknown_endpoint");
});

export const GET = unknownEndpoint;
export const HEAD = unknownEndpoint;
export const POST = unknownEndpoint;
export const PUT = unknownEndpoint;
export const PATCH = unknownEndpoint;
export const DELETE = unknownEndpoint;
export const OPTIONS = unknownEndpoint;
