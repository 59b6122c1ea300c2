import "server-only";
import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { brands } from "./brand-tables";
import { profiles } from "./profile-tables";

/** Columns shared by assets and resources: both are brand- and user-assignable library items. */
function libraryItemColumns() {
  return {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    type: text("type").notNull(),
    url: text("url").notNull(),
    fileSizeKb: integer("file_size_kb"),
    duration: text("duration"),
    assignToAllBrands: boolean("assign_to_all_brands").notNull().default(false),
    isActive: boolean("is_active").notNull().default(true),
    createdBy: uuid("created_by").references(() => profiles.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  };
}

export const assets = pgTable("assets", libraryItemColumns(), (t) => [
  // The portal's order (created_at desc, id desc) and its keyset pages: a backward scan of this index.
  index("assets_created_at_id_idx").on(t.createdAt, t.id),
  index("assets_live_idx")
    .on(t.isActive)
    .where(sql`${t.deletedAt} is null`),
]);

/**
 * The files an asset has had, newest last (docs/admin.md#editing-an-asset): the first one when the asset
 * was made, another each time an admin replaced its file. The asset's own url is always the newest.
 */
export const assetVersions = pgTable(
  "asset_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    assetId: uuid("asset_id")
      .notNull()
      .references(() => assets.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    fileSizeKb: integer("file_size_kb"),
    createdBy: uuid("created_by").references(() => profiles.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("asset_versions_asset_idx").on(t.assetId, t.createdAt)],
);

export const assetBrands = pgTable(
  "asset_brands",
  {
    assetId: uuid("asset_id")
      .notNull()
      .references(() => assets.id, { onDelete: "cascade" }),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.assetId, t.brandId] }), index("asset_brands_brand_idx").on(t.brandId)],
);

export const assetUsers = pgTable(
  "asset_users",
  {
    assetId: uuid("asset_id")
      .notNull()
      .references(() => assets.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.assetId, t.userId] }), index("asset_users_user_idx").on(t.userId)],
);

export const resources = pgTable("resources", libraryItemColumns(), (t) => [
  index("resources_created_at_idx").on(t.createdAt),
]);

/** Either library table: the same columns (libraryItemColumns) under two names. */
export type LibraryTable = typeof assets | typeof resources;

export const resourceBrands = pgTable(
  "resource_brands",
  {
    resourceId: uuid("resource_id")
      .notNull()
      .references(() => resources.id, { onDelete: "cascade" }),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.resourceId, t.brandId] }), index("resource_brands_brand_idx").on(t.brandId)],
);

export const resourceUsers = pgTable(
  "resource_users",
  {
    resourceId: uuid("resource_id")
      .notNull()
      .references(() => resources.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.resourceId, t.userId] }), index("resource_users_user_idx").on(t.userId)],
);
