import { z } from "zod";
import { turnOffAlertEmails } from "@/lib/server/alerts/notifications";
import { confirmUnsubscribePage, invalidUnsubscribePage, unsubscribedPage } from "@/lib/server/alerts/unsubscribe-page";
import { userOfUnsubscribeToken } from "@/lib/server/alerts/unsubscribe-token";
import { publicRoute } from "@/lib/server/http";
import { readCappedText } from "@/lib/server/request/capped-body";

// The alert e-mails' unsubscribe link (List-Unsubscribe). Public: the signed token names the user.
// GET only asks; POST turns the e-mails off, from the page's button or a mail program's one-click
// request (RFC 8058, body "List-Unsubscribe=One-Click", which is read only to bound its size).
const query = z.object({ token: z.string().max(200).default("") });
const ONE_CLICK_BODY_MAX_BYTES = 1024;

export const GET = publicRoute({ query }, ({ runtime, query }) =>
  userOfUnsubscribeToken(runtime.unsubscribeKey, query.token) ? confirmUnsubscribePage() : invalidUnsubscribePage(),
);

export const POST = publicRoute({ query }, async ({ runtime, query, request }) => {
  await readCappedText(request, ONE_CLICK_BODY_MAX_BYTES);
  const userId = userOfUnsubscribeToken(runtime.unsubscribeKey, query.token);
  if (!userId) return invalidUnsubscribePage();
  await turnOffAlertEmails(runtime.db, userId);
  return unsubscribedPage();
});
