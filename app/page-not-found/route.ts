import type { NextRequest } from "next/server";
import { plainPageResponse } from "@/lib/server/platform/plain-page";

// Where next.config.mjs sends a path that no route matches under the folders the request gate skips
// (/r/a/b, /go/a/b...): the not-found page with a policy of its own, as every page has one
// (docs/security.md, "Content-Security-Policy").
const PAGE_NOT_FOUND = {
  title: "404 Page Not Found",
  heading: "404 Page Not Found",
  paragraphs: ["The page you are looking for does not exist."],
};
const notFound = (request: NextRequest) =>
  plainPageResponse(PAGE_NOT_FOUND, 404, request.method !== "HEAD", { "Cache-Control": "no-store" });

export const GET = notFound;
export const HEAD = notFound;
