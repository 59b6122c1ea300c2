import "server-only";
import { asc, eq } from "drizzle-orm";
import type { AdminBrand, BrandCtaBody } from "@/lib/contract/brands";
import type { Db } from "@/lib/server/platform/db/client";
import { brands } from "@/lib/server/platform/db/schema";
import { notFound } from "@/lib/server/platform/http-errors";
import { idOr404 } from "@/lib/server/platform/row-id";

const BRAND_NOT_FOUND = "Brand not found.";

const adminColumns = {
  id: brands.id,
  code: brands.code,
  name: brands.name,
  ctaLabel: brands.ctaLabel,
  ctaUrl: brands.ctaUrl,
};

/** GET /api/admin/brands: every brand with its call to action, in the brands' order. */
export function listAdminBrands(db: Db): Promise<AdminBrand[]> {
  return db.select(adminColumns).from(brands).orderBy(asc(brands.position), asc(brands.code));
}

/** PATCH /api/admin/brands/{id}: sets or clears the brand's call to action (validated by the contract). */
export async function setBrandCta(db: Db, rawId: string, body: BrandCtaBody): Promise<AdminBrand> {
  const id = idOr404(rawId, BRAND_NOT_FOUND, "brand_not_found");
  const [row] = await db
    .update(brands)
    .set({ ctaLabel: body.ctaLabel, ctaUrl: body.ctaUrl })
    .where(eq(brands.id, id))
    .returning(adminColumns);
  if (!row) throw notFound(BRAND_NOT_FOUND, "brand_not_found");
  return row;
}

/** A brand's call to action as a public page shows it, when both parts are set. */
export function brandCta(brand: {
  ctaLabel: string | null;
  ctaUrl: string | null;
}): { label: string; url: string } | null {
  return brand.ctaLabel && brand.ctaUrl ? { label: brand.ctaLabel, url: brand.ctaUrl } : null;
}
