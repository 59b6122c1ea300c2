import "server-only";
import { and, eq, isNull, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "@/lib/server/platform/db/client";
import {
  assetBrands,
  assets,
  assetUsers,
  brands,
  resourceBrands,
  resources,
  resourceUsers,
} from "@/lib/server/platform/db/schema";
import { badRequest } from "@/lib/server/platform/http-errors";
import type { Actor } from "@/lib/server/auth/profiles";
import { hasAdminRights } from "@/lib/server/session/session";

/** A brand- and user-assignable library table (assets or resources) with its two link tables. */
export interface LibraryScope {
  item: { id: AnyPgColumn; isActive: AnyPgColumn; deletedAt: AnyPgColumn; assignToAllBrands: AnyPgColumn };
  brandLinks: { table: PgTable; itemId: AnyPgColumn; brandId: AnyPgColumn };
  userLinks: { table: PgTable; itemId: AnyPgColumn; userId: AnyPgColumn };
}

export const assetScope: LibraryScope = {
  item: assets,
  brandLinks: { table: assetBrands, itemId: assetBrands.assetId, brandId: assetBrands.brandId },
  userLinks: { table: assetUsers, itemId: assetUsers.assetId, userId: assetUsers.userId },
};

export const resourceScope: LibraryScope = {
  item: resources,
  brandLinks: { table: resourceBrands, itemId: resourceBrands.resourceId, brandId: resourceBrands.brandId },
  userLinks: { table: resourceUsers, itemId: resourceUsers.resourceId, userId: resourceUsers.userId },
};

// The link tables are matched with IN / NOT IN over uncorrelated sub-selects: PostgreSQL hashes
// each one once per query instead of probing per row (a count over 10,000 assets went from 30 ms
// with EXISTS to 4.5 ms). The item-id columns are primary-key parts, never NULL, so NOT IN is exact.

/** Assigned to all brands, or to `brandId` (or, without one, to any brand). */
function inBrand({ item, brandLinks }: LibraryScope, brandId: string | undefined): SQL | undefined {
  const brandMatch = brandId === undefined ? sql`` : sql` where ${brandLinks.brandId} = ${brandId}`;
  return or(
    eq(item.assignToAllBrands, true),
    sql`${item.id} in (select ${brandLinks.itemId} from ${brandLinks.table}${brandMatch})`,
  );
}

/** Assigned to no user, or to the actor. */
function forUser({ item, userLinks }: LibraryScope, actor: Actor): SQL {
  return sql`(${item.id} not in (select ${userLinks.itemId} from ${userLinks.table})
    or ${item.id} in (select ${userLinks.itemId} from ${userLinks.table} where ${userLinks.userId} = ${actor.id}))`;
}

/**
 * The visibility rule (docs/rules.md#visibility): active, not deleted items of the brand (or of all brands)
 * that are unassigned to users or assigned to the actor. Admins see every live item of the brand.
 * Without a brandId, an item visible under any brand qualifies.
 */
export function visibleLibraryItem(scope: LibraryScope, actor: Actor, brandId?: string): SQL | undefined {
  return and(
    eq(scope.item.isActive, true),
    isNull(scope.item.deletedAt),
    inBrand(scope, brandId),
    hasAdminRights(actor) ? undefined : forUser(scope, actor),
  );
}

/** The brand a list is scoped to must exist; an unknown one is a bad request, not an empty list. */
export async function assertBrandExists(db: Db, brandId: string): Promise<void> {
  const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId));
  if (!brand) throw badRequest("Unknown brand: choose one of the portal's brands.", "unknown_brand");
}

/** Escapes LIKE wildcards so the search text matches literally. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
