import "server-only";
import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import type { RepFunnelRow } from "@/lib/contract/admin-reports";
import type { Db } from "@/lib/server/db/client";
import { profiles, quotes, shareLinks, trackedLinks } from "@/lib/server/db/schema";
import { conversionRate } from "@/lib/server/tracked-links/link-stats";

const count = (value: ReturnType<typeof sql>) => sql<number>`(${value})::float8`.mapWith(Number);

/**
 * GET /api/admin/funnel: every live rep with shares made, human opens and clicks (the counters of
 * human hits), quotes attributed to them, and conversion (quotes / human clicks), by e-mail. The
 * CSV export reads it in pages: `after` an e-mail, at most `limit` rows.
 */
export async function repFunnel(db: Db, page: { after?: string; limit?: number } = {}): Promise<RepFunnelRow[]> {
  const ownShares = sql`${shareLinks.userId} = ${profiles.id}`;
  const ownLinks = sql`${trackedLinks.createdBy} = ${profiles.id}`;
  const rows = await db
    .select({
      userId: profiles.id,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      email: profiles.email,
      shares: count(sql`select count(*) from ${shareLinks} where ${ownShares}`),
      opens: count(sql`select coalesce(sum(${shareLinks.viewCount}), 0) from ${shareLinks} where ${ownShares}`),
      clicks: count(sql`select coalesce(sum(${trackedLinks.clickCount}), 0) from ${trackedLinks} where ${ownLinks}`),
      quotes: count(sql`select count(*) from ${quotes} where ${quotes.userId} = ${profiles.id}`),
    })
    .from(profiles)
    .where(
      and(
        eq(profiles.role, "rep"),
        isNull(profiles.deletedAt),
        page.after ? gt(profiles.email, page.after) : undefined,
      ),
    )
    .orderBy(asc(profiles.email))
    .limit(page.limit ?? 100_000);
  return rows.map(({ firstName, lastName, ...row }) => ({
    ...row,
    name: [firstName, lastName].filter(Boolean).join(" "),
    conversionRate: conversionRate(row.quotes, row.clicks),
  }));
}
