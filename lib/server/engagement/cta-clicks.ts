import "server-only";
import type { NextRequest } from "next/server";
import { and, count, desc, eq, gte, inArray, sql } from "drizzle-orm";
import type { Db } from "@/lib/server/platform/db/client";
import { ctaClicks, shareLinks } from "@/lib/server/platform/db/schema";
import type { Hits } from "./hit-services";
import { hitFromRequest } from "./request-hit";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface CtaClickOf {
  target: "share" | "room";
  /** The share link's or room's id. */
  targetId: string;
  /** The page's rep: their own clicks are not the reader's. */
  ownerId: string;
  /** The page open's id the button carried (`?o=`); without a well-formed one the click is not recorded. */
  openId: string | null;
  /** The label the reader saw on the button. */
  label: string;
}

/**
 * Records a reader's click on a public page's call to action: classified like any hit (a HEAD, a
 * bot, a mail scanner, a link preview, the rep's own click are not the reader's), human clicks only,
 * once per page open (a second click of the same open changes nothing). Returns whether it was kept.
 */
export async function recordCtaClick(hits: Hits, db: Db, request: NextRequest, of: CtaClickOf): Promise<boolean> {
  if (!of.openId || !UUID.test(of.openId)) return false;
  const method = request.method === "HEAD" ? "HEAD" : "GET";
  const hit = await hitFromRequest(hits, db, request, {
    target: of.target,
    targetId: of.targetId,
    ownerId: of.ownerId,
    method,
  });
  if (hit.hitClass !== "human") return false;
  const page = of.target === "room" ? { roomId: of.targetId } : { shareLinkId: of.targetId };
  const kept = await db
    .insert(ctaClicks)
    .values({ ...page, openId: of.openId.toLowerCase(), label: of.label, occurredAt: hit.occurredAt })
    .onConflictDoNothing()
    .returning({ id: ctaClicks.id });
  return kept.length > 0;
}

/** The call-to-action label clicked in each of a room's visits (by the visit's page id). */
export async function roomCtaClicksByVisit(db: Db, roomId: string, visitIds: string[]): Promise<Map<string, string>> {
  if (!visitIds.length) return new Map();
  const rows = await db
    .select({ openId: ctaClicks.openId, label: ctaClicks.label })
    .from(ctaClicks)
    .where(and(eq(ctaClicks.roomId, roomId), inArray(ctaClicks.openId, visitIds)))
    .orderBy(desc(ctaClicks.occurredAt));
  return new Map(rows.map((row) => [row.openId, row.label]));
}

/** Per share of a rep: its readers' call-to-action clicks since `since` and the label last clicked. */
export async function shareCtaClicksSince(
  db: Db,
  userId: string,
  since: Date,
): Promise<Map<string, { clicks: number; label: string }>> {
  const rows = await db
    .select({
      shareLinkId: shareLinks.id,
      clicks: count(),
      label: sql<string>`(array_agg(${ctaClicks.label} order by ${ctaClicks.occurredAt} desc))[1]`,
    })
    .from(ctaClicks)
    .innerJoin(shareLinks, eq(shareLinks.id, ctaClicks.shareLinkId))
    .where(and(eq(shareLinks.userId, userId), gte(ctaClicks.occurredAt, since)))
    .groupBy(shareLinks.id);
  return new Map(rows.map(({ shareLinkId, ...clicked }) => [shareLinkId, clicked]));
}
