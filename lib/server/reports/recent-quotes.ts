import "server-only";
import { desc, eq } from "drizzle-orm";
import type { QuoteAttribution, RecentQuote } from "@/lib/contract/admin-reports";
import type { Db } from "@/lib/server/platform/db/client";
import { assets, profiles, quotes, shareLinks, trackedLinks } from "@/lib/server/platform/db/schema";

const RECENT_QUOTES = 10;

interface AttributionRow {
  userId: string | null;
  roomId: string | null;
  promoCode: string | null;
  link: { name: string; slug: string } | null;
  shareTitle: string | null;
}

/**
 * The webhook attributes a quote by room slug first, then share slug, then link slug, then promo
 * code (quote-webhook.ts): a quote with a room came by the room, one with a share by the share page,
 * one with a link by the link, one with a rep but none of them by the promo code it carried. A
 * deleted room leaves its quotes without one.
 */
function attribution({ userId, roomId, promoCode, link, shareTitle }: AttributionRow): QuoteAttribution {
  if (roomId) return { kind: "room", roomId };
  if (shareTitle !== null) return { kind: "share", title: shareTitle };
  if (link) return { kind: "link", ...link };
  if (userId && promoCode) return { kind: "promo", code: promoCode };
  return { kind: "none" };
}

/** GET /api/admin/quotes: the 10 newest quotes with their rep and what they were attributed to. */
export async function recentQuotes(db: Db): Promise<RecentQuote[]> {
  const rows = await db
    .select({
      id: quotes.id,
      externalId: quotes.externalId,
      userId: quotes.userId,
      roomId: quotes.roomId,
      promoCode: quotes.promoCode,
      createdAt: quotes.createdAt,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      email: profiles.email,
      link: { name: trackedLinks.name, slug: trackedLinks.slug },
      shareTitle: assets.title,
    })
    .from(quotes)
    .leftJoin(profiles, eq(profiles.id, quotes.userId))
    .leftJoin(trackedLinks, eq(trackedLinks.id, quotes.linkId))
    .leftJoin(shareLinks, eq(shareLinks.id, quotes.shareLinkId))
    .leftJoin(assets, eq(assets.id, shareLinks.assetId))
    .orderBy(desc(quotes.createdAt), desc(quotes.id))
    .limit(RECENT_QUOTES);
  return rows.map((row) => ({
    id: row.id,
    externalId: row.externalId,
    rep:
      row.email === null ? null : { name: [row.firstName, row.lastName].filter(Boolean).join(" "), email: row.email },
    attribution: attribution(row),
    createdAt: row.createdAt.toISOString(),
  }));
}
