import "server-only";
import { plainPageResponse } from "@/lib/server/platform/plain-page";

const LINK_NOT_FOUND_TEXT = {
  title: "Link not found",
  heading: "Link not found",
  paragraphs: [
    "This short link does not exist or is no longer active.\n" +
      "Please check the address, or ask the person who shared it for a new link.",
  ],
};

/** The plain 404 page of an unknown, inactive or deleted short link (body left out for HEAD). */
export function linkNotFoundResponse(withBody: boolean, headers: Record<string, string>): Response {
  return plainPageResponse(LINK_NOT_FOUND_TEXT, 404, withBody, headers);
}
