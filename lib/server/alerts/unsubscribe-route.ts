import "server-only";
import { z } from "zod";
import { badRequest } from "@/lib/server/platform/http-errors";
import type { Db } from "@/lib/server/platform/db/client";
import { readCappedText } from "@/lib/server/platform/request/capped-body";
import { turnOffAlertEmails } from "./alert-inbox";
import { confirmUnsubscribePage, unsubscribedPage } from "./unsubscribe-page";
import { userOfUnsubscribeToken } from "./unsubscribe-token";

// The alert e-mails' unsubscribe link (List-Unsubscribe). Public: the signed token names the user.
// GET only asks; POST turns the e-mails off, from the page's button or a mail program's one-click
// request (RFC 8058, body "List-Unsubscribe=One-Click", which is read only to bound its size).
export const UNSUBSCRIBE_QUERY = { query: z.object({ token: z.string().max(200).default("") }) };
const ONE_CLICK_BODY_MAX_BYTES = 1024;

/** The user the link names; a forged, altered or cut-off link is the API's 400 like any bad input. */
function userOf(key: Buffer, token: string): string {
  const userId = userOfUnsubscribeToken(key, token);
  if (!userId)
    throw badRequest(
      "This unsubscribe link is not valid. Use the link in your latest alert e-mail, or untick the alert " +
        "e-mails in the portal's user menu.",
      "invalid_unsubscribe_token",
    );
  return userId;
}

/** GET /api/alerts/unsubscribe: the page that asks to confirm. */
export function askToUnsubscribe(key: Buffer, token: string): Response {
  userOf(key, token);
  return confirmUnsubscribePage();
}

/** POST /api/alerts/unsubscribe: turns the alert e-mails off. */
export async function unsubscribeFromAlerts(db: Db, key: Buffer, request: Request, token: string): Promise<Response> {
  await readCappedText(request, ONE_CLICK_BODY_MAX_BYTES);
  await turnOffAlertEmails(db, userOf(key, token));
  return unsubscribedPage();
}
