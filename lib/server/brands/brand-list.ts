import "server-only";
import { asc } from "drizzle-orm";
import type { Brand } from "@/lib/contract/brands";
import type { Db } from "@/lib/server/platform/db/client";
import { brands } from "@/lib/server/platform/db/schema";

export async function listBrands(db: Db): Promise<Brand[]> {
  const rows = await db.select().from(brands).orderBy(asc(brands.position), asc(brands.code));
  return rows.map(({ id, code, name, description, primaryColor, secondaryColor, lightColor }) => ({
    id,
    code,
    name,
    description,
    primaryColor,
    secondaryColor,
    lightColor,
  }));
}
