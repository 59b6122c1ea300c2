import "server-only";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { AdminLibraryItem, CreateLibraryItemBody } from "@/lib/contract/admin-library";
import { queryRows, type Db } from "@/lib/server/db/client";
import { assets, brands, profiles, resources } from "@/lib/server/db/schema";
import { badRequest, notFound } from "@/lib/server/errors";
import { uploadStore } from "@/lib/server/storage/upload-store";
import { idOr404 } from "./admin-ids";
import type { Profile } from "./profiles";
import { assetScope, resourceScope, type LibraryScope } from "./visibility";

type StoreEnv = Parameters<typeof uploadStore>[0];

/** Assets and resources share their shape and rules; a kind says which tables and words to use. */
export interface LibraryKind {
  noun: "Asset" | "Resource";
  table: PgTable;
  scope: LibraryScope;
}
export const ASSET_KIND: LibraryKind = { noun: "Asset", table: assets, scope: assetScope };
export const RESOURCE_KIND: LibraryKind = { noun: "Resource", table: resources, scope: resourceScope };

const notFoundCode = (kind: LibraryKind) => `${kind.noun.toLowerCase()}_not_found`;

interface ItemRow {
  id: string;
  title: string;
  description: string;
  type: string;
  url: string;
  brand_ids: string[];
  brand_name: string | null;
  assign_to_all_brands: boolean;
  user_ids: string[];
  is_active: boolean;
  created_at: Date | string;
  file_size_kb: number | null;
  duration: string | null;
}

/** Live items (not deleted), newest first, with their brands (in brand order) and users. */
export async function listLibraryItems(db: Db, kind: LibraryKind, onlyId?: string): Promise<AdminLibraryItem[]> {
  const { brandLinks, userLinks } = kind.scope;
  const item = sql`${kind.table}.id`;
  const rows = await queryRows<ItemRow>(
    db,
    sql`select ${kind.table}.*,
      coalesce((select array_agg(${brands.id}::text order by ${brands.position}, ${brands.code}) from ${brandLinks.table}
        join ${brands} on ${brands.id} = ${brandLinks.brandId} where ${brandLinks.itemId} = ${item}), '{}') as brand_ids,
      (select ${brands.name} from ${brandLinks.table} join ${brands} on ${brands.id} = ${brandLinks.brandId}
        where ${brandLinks.itemId} = ${item} order by ${brands.position}, ${brands.code} limit 1) as brand_name,
      coalesce((select array_agg(${userLinks.userId}::text) from ${userLinks.table} where ${userLinks.itemId} = ${item}), '{}') as user_ids
    from ${kind.table} where ${kind.table}.deleted_at is null${onlyId ? sql` and ${item} = ${onlyId}` : sql``}
    order by ${kind.table}.created_at desc, ${item} desc`,
  );
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    description: r.description,
    type: r.type,
    url: r.url,
    brandId: r.brand_ids[0] ?? null,
    brandIds: r.brand_ids,
    brandName: r.brand_name,
    assignToAllBrands: r.assign_to_all_brands,
    userIds: r.user_ids,
    isActive: r.is_active,
    createdAt: new Date(r.created_at).toISOString(),
    fileSizeKb: r.file_size_kb,
    duration: r.duration,
  }));
}

async function assertKnown(db: Db, brandIds: string[], userIds: string[]): Promise<void> {
  const known = brandIds.length ? await db.select({ id: brands.id }).from(brands).where(inArray(brands.id, brandIds)) : [];
  const unknownBrands = brandIds.filter((id) => !known.some((b) => b.id === id));
  if (unknownBrands.length) throw badRequest(`Unknown brand: ${unknownBrands.join(", ")}.`, "unknown_brand");
  const live = userIds.length
    ? await db.select({ id: profiles.id }).from(profiles).where(and(inArray(profiles.id, userIds), isNull(profiles.deletedAt)))
    : [];
  const unknownUsers = userIds.filter((id) => !live.some((u) => u.id === id));
  if (unknownUsers.length) throw badRequest(`Unknown user: ${unknownUsers.join(", ")}.`, "unknown_user");
}

/**
 * An upload of ours has the size of the stored file, whatever the form says (an upload that is gone
 * is a 400); for any other URL the form's size, if it sent one, is all there is.
 */
async function fileSizeKb(env: StoreEnv, input: CreateLibraryItemBody): Promise<number | null> {
  const name = /^\/uploads\/(.+)$/.exec(input.url)?.[1];
  if (!name) return input.fileSizeKb ?? null;
  const size = await uploadStore(env).size(name);
  if (size === undefined) throw badRequest("The uploaded file was not found. Please upload it again.", "upload_missing");
  return Math.max(1, Math.round(size / 1024));
}

/** Creates the item with its brand and user links in one transaction: all or nothing. */
export async function createLibraryItem(
  env: StoreEnv,
  db: Db,
  actor: Profile,
  kind: LibraryKind,
  input: CreateLibraryItemBody,
): Promise<AdminLibraryItem> {
  const brandIds = input.assignToAllBrands ? [] : [...new Set(input.brandIds.map((id) => id.toLowerCase()))];
  const userIds = [...new Set(input.userIds.map((id) => id.toLowerCase()))];
  const sizeKb = await fileSizeKb(env, input);
  const { brandLinks, userLinks } = kind.scope;
  const id = await db.transaction(async (tx) => {
    await assertKnown(tx, brandIds, userIds);
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`insert into ${kind.table} (title, description, type, url, file_size_kb, duration, assign_to_all_brands, is_active, created_by)
        values (${input.title}, ${input.description}, ${input.type}, ${input.url}, ${sizeKb}, ${input.duration ?? null},
          ${input.assignToAllBrands}, ${input.isActive}, ${actor.id}) returning id`,
    );
    if (!row) throw new Error(`${kind.noun} insert returned no row`);
    const link = async (table: PgTable, itemColumn: string, otherColumn: string, ids: string[]) => {
      if (!ids.length) return;
      const values = sql.join(ids.map((other) => sql`(${row.id}, ${other})`), sql`, `);
      await tx.execute(sql`insert into ${table} (${sql.identifier(itemColumn)}, ${sql.identifier(otherColumn)}) values ${values}`);
    };
    await link(brandLinks.table, brandLinks.itemId.name, brandLinks.brandId.name, brandIds);
    await link(userLinks.table, userLinks.itemId.name, userLinks.userId.name, userIds);
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
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`update ${kind.table} set deleted_at = now() where id = ${id} and deleted_at is null returning id`,
  );
  if (!row) throw notFound(message, notFoundCode(kind));
}
