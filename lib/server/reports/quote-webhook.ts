import "server-only";
import { eq, sql } from "drizzle-orm";
import { quoteWebhookSchema, type Quote, type QuoteWebhookInput } from "@/lib/contract/quotes";
import type { Db } from "@/lib/server/platform/db/client";
import type { ServerEnv } from "@/lib/server/platform/env";
import { profiles, quoteAssetCredits, quotes, rooms, shareLinks, trackedLinks } from "@/lib/server/platform/db/schema";
import { HttpError, unauthorized } from "@/lib/server/platform/http-errors";
import { parseJsonBody } from "@/lib/server/platform/json-body";
import { readCappedText } from "@/lib/server/platform/request/capped-body";
import { secretMatches } from "@/lib/server/platform/secret-match";
import { enqueueWebhookEvent } from "@/lib/server/webhooks/webhook-outbox";
import { roomCredits, splitCredit, type AssetCredit } from "./quote-credits";
import { quoteReceivedData } from "./quote-event";

const MAX_BODY_BYTES = 16 * 1024;

/**
 * Checks the `x-webhook-secret` header against QUOTES_WEBHOOK_SECRET in constant time (both sides
 * are hashed first, so neither the content nor the length leaks). 503 when no secret is configured.
 */
export function verifyWebhookSecret(given: string | null, configured: string | undefined): void {
  if (!configured) throw new HttpError(503, "not_configured", "The quotes webhook is not configured.");
  if (!given) throw unauthorized("The x-webhook-secret header is missing.", "invalid_webhook_secret");
  if (!secretMatches(given, configured)) throw unauthorized("The webhook secret is wrong.", "invalid_webhook_secret");
}

/** The webhook body (at most 16 KB, read no further), or a 400 that says what is wrong with it. */
export async function readQuoteWebhook(request: Request): Promise<QuoteWebhookInput> {
  return parseJsonBody(await readCappedText(request, MAX_BODY_BYTES), quoteWebhookSchema);
}

interface Attribution {
  userId: string | null;
  linkId: string | null;
  roomId: string | null;
  shareLinkId: string | null;
}

const UNATTRIBUTED: Attribution = { userId: null, linkId: null, roomId: null, shareLinkId: null };

/**
 * The most specific source that is known wins: the room (one customer), then the share page (one
 * asset), then the tracked link, then the promo code's owner. An unknown slug is passed over, as if
 * it had not been sent. Revoked or expired rooms, shares of retired assets and deleted links still
 * count: the customer came through them.
 */
async function attribute(db: Db, input: QuoteWebhookInput): Promise<Attribution> {
  if (input.roomSlug) {
    const [room] = await db
      .select({ id: rooms.id, userId: rooms.userId })
      .from(rooms)
      .where(eq(rooms.slug, input.roomSlug))
      .limit(1);
    if (room) return { ...UNATTRIBUTED, userId: room.userId, roomId: room.id };
  }
  if (input.shareSlug) {
    const [share] = await db
      .select({ id: shareLinks.id, userId: shareLinks.userId })
      .from(shareLinks)
      .where(eq(shareLinks.slug, input.shareSlug))
      .limit(1);
    if (share) return { ...UNATTRIBUTED, userId: share.userId, shareLinkId: share.id };
  }
  if (input.linkSlug) {
    const [link] = await db
      .select({ id: trackedLinks.id, createdBy: trackedLinks.createdBy })
      .from(trackedLinks)
      .where(eq(trackedLinks.slug, input.linkSlug))
      .limit(1);
    if (link) return { ...UNATTRIBUTED, userId: link.createdBy, linkId: link.id };
  }
  if (input.promoCode) {
    const [owner] = await db
      .select({ id: profiles.id })
      .from(profiles)
      .where(sql`lower(${profiles.promoCode}) = lower(${input.promoCode})`)
      .limit(1);
    if (owner) return { ...UNATTRIBUTED, userId: owner.id };
  }
  return UNATTRIBUTED;
}

const quoteColumns = {
  id: quotes.id,
  externalId: quotes.externalId,
  userId: quotes.userId,
  linkId: quotes.linkId,
  roomId: quotes.roomId,
  shareId: quotes.shareLinkId,
};

/**
 * The assets a new quote credits (docs/api.md#the-quotes-webhook): a share's asset whole, a room's
 * engaged assets in equal parts; a link or promo code none.
 */
async function creditsOf(db: Db, attribution: Attribution, at: Date): Promise<AssetCredit[]> {
  if (attribution.roomId) return roomCredits(db, attribution.roomId, at);
  if (!attribution.shareLinkId) return [];
  const [share] = await db
    .select({ assetId: shareLinks.assetId })
    .from(shareLinks)
    .where(eq(shareLinks.id, attribution.shareLinkId))
    .limit(1);
  return splitCredit(share ? [share.assetId] : []);
}

/**
 * Stores a quote once per externalId, with its credits and its `quote.received` webhook event.
 * `created` is false for a repeat, which returns the quote as first stored and changes nothing (a
 * concurrent duplicate too, through the unique key).
 */
export async function recordQuote(db: Db, input: QuoteWebhookInput): Promise<{ quote: Quote; created: boolean }> {
  const [existing] = await db.select(quoteColumns).from(quotes).where(eq(quotes.externalId, input.externalId)).limit(1);
  if (existing) return { quote: existing, created: false };
  const attribution = await attribute(db, input);
  const at = new Date();
  const credits = await creditsOf(db, attribution, at);
  // The quote and its credits land together: a repeat never finds a quote without its credits.
  const inserted = await db.transaction(async (tx) => {
    const [quote] = await tx
      .insert(quotes)
      .values({ externalId: input.externalId, promoCode: input.promoCode || null, ...attribution, createdAt: at })
      .onConflictDoNothing({ target: quotes.externalId })
      .returning(quoteColumns);
    if (quote && credits.length)
      await tx
        .insert(quoteAssetCredits)
        .values(credits.map((credit) => ({ ...credit, quoteId: quote.id, quotedAt: at })));
    // The CRM hears of it in the same transaction (docs/webhooks.md#delivery): no quote without its event.
    if (quote)
      await enqueueWebhookEvent(tx, "quote.received", await quoteReceivedData(tx, quote, credits, input.promoCode), {
        at,
      });
    return quote;
  });
  if (inserted) return { quote: inserted, created: true };
  const [raced] = await db.select(quoteColumns).from(quotes).where(eq(quotes.externalId, input.externalId)).limit(1);
  if (!raced) throw new Error(`Quote ${input.externalId} vanished after a conflicting insert`);
  return { quote: raced, created: false };
}

/**
 * POST /api/webhooks/quotes: the quoting system reports a quote (201 new, 200 a repeat); the secret
 * is checked before the body is even read.
 */
export async function receiveQuoteWebhook(
  db: Db,
  env: Pick<ServerEnv, "QUOTES_WEBHOOK_SECRET">,
  request: Request,
): Promise<Response> {
  verifyWebhookSecret(request.headers.get("x-webhook-secret"), env.QUOTES_WEBHOOK_SECRET);
  const { quote, created } = await recordQuote(db, await readQuoteWebhook(request));
  return Response.json(quote, { status: created ? 201 : 200 });
}
