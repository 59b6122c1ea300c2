import "server-only";
import { desc, eq, isNull, sql } from "drizzle-orm";
import type { AdminLinkStats, AdminTrackedLink } from "@/lib/contract/admin-links";
import type { Db } from "@/lib/server/platform/db/client";
import { profiles, quotes, trackedLinks } from "@/lib/server/platform/db/schema";
import { conversionRate } from "./link-stats";

const TOP_LINKS = 5;

/** The creator as the admin tables show them: "First Last", else their e-mail. */
const creatorName = sql<string>`coalesce(
  nullif(trim(concat_ws(' ', ${profiles.firstName}, ${profiles.lastName})), ''),
  ${profiles.email}
)`;

const linkColumns = {
  id: trackedLinks.id,
  name: trackedLinks.name,
  slug: trackedLinks.slug,
  originalUrl: trackedLinks.originalUrl,
  clickCount: trackedLinks.clickCount,
  isActive: trackedLinks.isActive,
  createdBy: creatorName,
  createdAt: trackedLinks.createdAt,
};

/** Every live link of every rep, newest first (the admin Links tab). */
export async function listAllTrackedLinks(db: Db): Promise<AdminTrackedLink[]> {
  const rows = await db
    .select(linkColumns)
    .from(trackedLinks)
    .innerJoin(profiles, eq(profiles.id, trackedLinks.createdBy))
    .where(isNull(trackedLinks.deletedAt))
    .orderBy(desc(trackedLinks.createdAt), desc(trackedLinks.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** Clicks over all links (deleted ones too), all quotes as a rate of them, and the top 5 live links. */
export async function adminLinkStats(db: Db): Promise<AdminLinkStats> {
  const [totals] = await db
    .select({
      clicks: sql<number>`coalesce((select sum(${trackedLinks.clickCount}) from ${trackedLinks}), 0)::float8`.mapWith(
        Number,
      ),
      quotes: sql<number>`(select count(*) from ${quotes})::int`.mapWith(Number),
    })
    .from(sql`(select 1) as one`);
  const top = await db
    .select(linkColumns)
    .from(trackedLinks)
    .innerJoin(profiles, eq(profiles.id, trackedLinks.createdBy))
    .where(isNull(trackedLinks.deletedAt))
    .orderBy(desc(trackedLinks.clickCount), desc(trackedLinks.createdAt), desc(trackedLinks.id))
    .limit(TOP_LINKS);
  const totalClicks = totals?.clicks ?? 0;
  return {
    totalClicks,
    conversionRate: conversionRate(totals?.quotes ?? 0, totalClicks),
    topLinks: top.map(({ id, name, slug, clickCount, createdBy, createdAt }) => ({
      id,
      name,
      slug,
      clickCount,
      createdBy,
      createdAt: createdAt.toISOString(),
    })),
  };
}
