import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/server/platform/db/client";
import { contentScope, reportRows } from "./content-events";
import { contentDays, openedAndMedians } from "./content-figures";

/** What customers did with each asset of a brand over the last 30 days, across all its reps. */
export interface BrandReads {
  opens: number;
  customers: number;
}

/**
 * Per asset, the brand's human opens of the last 30 UTC days (the Content tab's figure) and its
 * customers (each day's distinct visitors, summed): counts only, never who they were.
 */
export async function brandReads(db: Db, brandId: string): Promise<Map<string, BrandReads>> {
  const scope = await contentScope(db, { days: 30, brandId });
  const days = await contentDays(db, scope);
  const rows = await reportRows<{ asset_id: string; opens: number | string; customers: number | string }>(
    db,
    sql`with ${openedAndMedians(scope, days)}
      select asset_id, human_opens as opens, visitors as customers from opened`,
  );
  return new Map(rows.map((row) => [row.asset_id, { opens: Number(row.opens), customers: Number(row.customers) }]));
}
