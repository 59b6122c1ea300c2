import "server-only";
import { eq } from "drizzle-orm";
import type { Quote } from "@/lib/contract/quotes";
import type { QuoteReceivedData } from "@/lib/contract/webhooks";
import type { Db } from "@/lib/server/platform/db/client";
import { profiles } from "@/lib/server/platform/db/schema";
import { repDisplayName } from "@/lib/server/users/rep-name";
import type { AssetCredit } from "./quote-credits";

/** Where a quote came from, most specific first, as the quotes webhook attributed it. */
function sourceOf(quote: Quote, promoCode: string | undefined): QuoteReceivedData["source"] {
  if (quote.roomId) return { kind: "room", id: quote.roomId };
  if (quote.shareId) return { kind: "share", id: quote.shareId };
  if (quote.linkId) return { kind: "link", id: quote.linkId };
  return quote.userId && promoCode ? { kind: "promoCode", id: null } : null;
}

/** The data of a `quote.received` event (docs/webhooks.md#events): the quote, its rep, source and credits. */
export async function quoteReceivedData(
  db: Db,
  quote: Quote,
  credits: AssetCredit[],
  promoCode: string | undefined,
): Promise<QuoteReceivedData> {
  const [rep] = quote.userId ? await db.select().from(profiles).where(eq(profiles.id, quote.userId)) : [];
  return {
    quoteId: quote.id,
    externalId: quote.externalId,
    rep: rep ? { id: rep.id, name: repDisplayName(rep), email: rep.email } : null,
    source: sourceOf(quote, promoCode),
    credits,
  };
}
