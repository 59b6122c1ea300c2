import "server-only";
import { and, desc, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { AdminLibraryItem, CreateLibraryItemBody } from "@/lib/contract/admin-library";
import { pagesOfUrls } from "@/lib/server/pages/rendered-pages";
import type { Db } from "@/lib/server/platform/db/client";
import { assets, brands, profiles, resources, type LibraryTable } from "@/lib/server/platform/db/schema";
import { badRequest, notFound } from "@/lib/server/platform/http-errors";
import { uploadStore } from "@/lib/server/platform/storage/upload-store";
import { idOr404 } from "@/lib/server/platform/row-id";
import type { Profile } from "@/lib/server/auth/profiles";
import { assetScope, resourceScope, type LibraryScope } from "./visibility";

export type StoreEnv = Parameters<typeof uploadStore>[0];

/** Assets and resources share their shape and rules; a kind says which tables and words to use. */
export interface LibraryKind {
  noun: "Asset" | "Resource";
  table: LibraryTable;
  scope: LibraryScope;
}
export const ASSET_KIND: LibraryKind = { noun: "Asset", table: assets, scope: assetScope };
export const RESOURCE_KIND: LibraryKind = { noun: "Resource", table: resources, scope: resourceScope };

export const notFoundCode = (kind: LibraryKind) => `${kind.noun.toLowerCase()}_not_found`;

/** Live items (not deleted), newest first, with their brands (in brand order) and users. */
export async function listLibraryItems(db: Db, kind: LibraryKind, onlyId?: string): Promise<AdminLibraryItem[]> {
  const {
    table,
    scope: { brandLinks, userLinks },
  } = kind;
  // The sub-selects are query builders, not `sql` with columns: drizzle writes a single-table
  // select's top-level columns unqualified, and the item's "id" would then mean brands.id.
  const itemBrands = (value: SQL | AnyPgColumn) =>
    db
      .select({ value })
      .from(brandLinks.table)
      .innerJoin(brands, eq(brands.id, brandLinks.brandId))
      .where(eq(brandLinks.itemId, table.id));
  const brandIds = itemBrands(sql`array_agg(${brands.id}::text order by ${brands.position}, ${brands.code})`);
  const brandNames = itemBrands(sql`array_agg(${brands.name} order by ${brands.position}, ${brands.code})`);
  const userIds = db
    .select({ value: sql`array_agg(${userLinks.userId}::text)` })
    .from(userLinks.table)
    .where(eq(userLinks.itemId, table.id));
  const rows = await db
    .select({
      item: table,
      brandIds: sql<string[]>`coalesce(${brandIds}, '{}')`,
      brandNames: sql<string[]>`coalesce(${brandNames}, '{}')`,
      userIds: sql<string[]>`coalesce(${userIds}, '{}')`,
    })
    .from(table)
    .where(and(isNull(table.deletedAt), onlyId ? eq(table.id, onlyId) : undefined))
    .orderBy(desc(table.createdAt), desc(table.id));
  const pages = await pagesOfUrls(
    db,
    rows.map(({ item }) => item.url),
  );
  return rows.map(({ item, ...links }) => ({
    id: item.id,
    title: item.title,
    description: item.description,
    type: item.type,
    url: item.url,
    brandId: links.brandIds[0] ?? null,
    brandIds: links.brandIds,
    brandName: links.brandNames[0] ?? null,
    brandNames: links.brandNames,
    assignToAllBrands: item.assignToAllBrands,
    userIds: links.userIds,
    isActive: item.isActive,
    createdAt: item.createdAt.toISOString(),
    fileSizeKb: item.fileSizeKb,
    duration: item.duration,
    pages: pages.get(item.url) ?? null,
  }));
}

export async function assertKnown(db: Db, brandIds: string[], userIds: string[]): Promise<void> {
  const known = brandIds.length
    ? await db.select({ id: brands.id }).from(brands).where(inArray(brands.id, brandIds))
    : [];
  const unknownBrands = brandIds.filter((id) => !known.some((b) => b.id === id));
  if (unknownBrands.length) throw badRequest(`Unknown brand: ${unknownBrands.join(", ")}.`, "unknown_brand");
  const live = userIds.length
    ? await db
        .select({ id: profiles.id })
        .from(profiles)
        .where(and(inArray(profiles.id, userIds), isNull(profiles.deletedAt)))
    : [];
  const unknownUsers = userIds.filter((id) => !live.some((u) => u.id === id));
  if (unknownUsers.length) throw badRequest(`Unknown user: ${unknownUsers.join(", ")}.`, "unknown_user");
}

/**
 * An upload of ours has the size of the stored file, whatever the form says (an upload that is gone
 * is a 400); for any other URL the form's size, if it sent one, is all there is.
 */
export async function fileSizeKb(env: StoreEnv, input: CreateLibraryItemBody): Promise<number | null> {
  const name = /^\/uploads\/(.+)$/.exec(input.url)?.[1];
  if (!name) return input.fileSizeKb ?? null;
  const size = await uploadStore(env).size(name);
  if (size === undefined)
    throw badRequest("The uploaded file was not found. Please upload it again.", "upload_missing");
  return Math.max(1, Math.round(size / 1024));
}

/** The item's brands and users, as an admin chose them: `[]` brands with "all brands". */
export function chosenLinks(input: CreateLibraryItemBody): { brandIds: string[]; userIds: string[] } {
  return {
    brandIds: input.assignToAllBrands ? [] : [...new Set(input.brandIds.map((id) => id.toLowerCase()))],
    userIds: [...new Set(input.userIds.map((id) => id.toLowerCase()))],
  };
}

/** Links the item to its brands and users (inside the caller's transaction). */
export async function linkItem(
  tx: Db,
  kind: LibraryKind,
  itemId: string,
  { brandIds, userIds }: { brandIds: string[]; userIds: string[] },
): Promise<void> {
  const { brandLinks, userLinks } = kind.scope;
  // The scope knows a link table only as columns (asset_id or resource_id), not by the property
  // names drizzle's insert builder takes, so the insert names the schema's columns itself.
  const link = async (table: PgTable, itemColumn: AnyPgColumn, otherColumn: AnyPgColumn, ids: string[]) => {
    if (!ids.length) return;
    const values = sql.join(
      ids.map((other) => sql`(${itemId}, ${other})`),
      sql`, `,
    );
    const columns = sql`(${sql.identifier(itemColumn.name)}, ${sql.identifier(otherColumn.name)})`;
    await tx.execute(sql`insert into ${table} ${columns} values ${values}`);
  };
  await link(brandLinks.table, brandLinks.itemId, brandLinks.brandId, brandIds);
  await link(userLinks.table, userLinks.itemId, userLinks.userId, userIds);
}

/** Creates the item with its brand and user links in one transaction: all or nothing. */
export async function createLibraryItem(
  env: StoreEnv,
  db: Db,
  actor: Profile,
  kind: LibraryKind,
  input: CreateLibraryItemBody,
): Promise<AdminLibraryItem> {
  const { brandIds, userIds } = chosenLinks(input);
  const sizeKb = await fileSizeKb(env, input);
  const id = await db.transaction(async (tx) => {
    await assertKnown(tx, brandIds, userIds);
    const [row] = await tx
      .insert(kind.table)
      .values({
        title: input.title,
        description: input.description,
        type: input.type,
        url: input.url,
        fileSizeKb: sizeKb,
        duration: input.duration ?? null,
        assignToAllBrands: input.assignToAllBrands,
        isActive: input.isActive,
        createdBy: actor.id,
      })
      .returning({ id: kind.table.id });
    if (!row) throw new Error(`${kind.noun} insert returned no row`);
    await linkItem(tx, kind, row.id, { brandIds, userIds });
    return row.id;
  });
  const [created] = await listLibraryItems(db, kind, id);
  if (!created) throw new Error(`${kind.noun} ${id} vanished after creation`);
  return created;
}

/** Soft delete: the item leaves every list and its share pages answer 410. */
export async function deleteLibraryItem(db: Db, kind: LibraryKind, rawId: string): Promise<void> {
  const message = `${kind.noun} not found.`;
  const id = idOr404(rawId, message, notFoundCode(kind));
  const { table } = kind;
  const [row] = await db
    .update(table)
    .set({ deletedAt: sql`now()` })
    .where(and(eq(table.id, id), isNull(table.deletedAt)))
    .returning({ id: table.id });
  if (!row) throw notFound(message, notFoundCode(kind));
}
