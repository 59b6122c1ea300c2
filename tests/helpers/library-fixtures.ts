import { randomUUID } from "node:crypto";
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
import { createProfile, type Profile } from "@/lib/server/auth/profiles";

/** The single row an insert returned. */
export function only<T>(rows: T[]): T {
  const [row] = rows;
  if (!row) throw new Error("insert returned no row");
  return row;
}

/** Two brands, two reps and an admin, for the library and calendar service tests. */
export async function libraryWorld(db: Db) {
  const brand = async (name: string) =>
    only(
      await db
        .insert(brands)
        .values({
          code: randomUUID().slice(0, 8),
          name,
          primaryColor: "#000000",
          secondaryColor: "#111111",
          lightColor: "#eeeeee",
        })
        .returning(),
    );
  const person = (role: "rep" | "admin"): Promise<Profile> =>
    createProfile(db, { id: randomUUID(), email: `${role}-${randomUUID()}@example.com`, role });
  return {
    brandA: await brand("Brand A"),
    brandB: await brand("Brand B"),
    me: await person("rep"),
    other: await person("rep"),
    admin: await person("admin"),
  };
}

export interface ItemOptions {
  title: string;
  description?: string;
  type?: string;
  url?: string;
  /** As the assets table stores it ("m:ss"). */
  duration?: string;
  brandIds?: string[];
  allBrands?: boolean;
  userIds?: string[];
  isActive?: boolean;
  deleted?: boolean;
  createdAt?: Date;
}

function values(o: ItemOptions) {
  return {
    title: o.title,
    description: o.description ?? "",
    type: o.type ?? "pdf",
    url: o.url ?? "/samples/x.pdf",
    duration: o.duration ?? null,
    assignToAllBrands: o.allBrands ?? false,
    isActive: o.isActive ?? true,
    deletedAt: o.deleted ? new Date() : null,
    createdAt: o.createdAt ?? new Date(),
  };
}

export async function addAsset(db: Db, o: ItemOptions): Promise<string> {
  const { id: assetId } = only(await db.insert(assets).values(values(o)).returning({ id: assets.id }));
  for (const brandId of o.brandIds ?? []) await db.insert(assetBrands).values({ assetId, brandId });
  for (const userId of o.userIds ?? []) await db.insert(assetUsers).values({ assetId, userId });
  return assetId;
}

export async function addResource(db: Db, o: ItemOptions): Promise<string> {
  const { id: resourceId } = only(await db.insert(resources).values(values(o)).returning({ id: resources.id }));
  for (const brandId of o.brandIds ?? []) await db.insert(resourceBrands).values({ resourceId, brandId });
  for (const userId of o.userIds ?? []) await db.insert(resourceUsers).values({ resourceId, userId });
  return resourceId;
}
