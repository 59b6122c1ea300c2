import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "@/lib/server/platform/db/client";
import { assetBrands, assets, brands, profiles, shareLinks } from "@/lib/server/platform/db/schema";
import { brandCta } from "@/lib/server/brands/brand-cta";
import { repDisplayName } from "@/lib/server/users/rep-name";
import type { ShownPages } from "@/lib/server/public-page/page-column";

/** What the public page /asset/{slug} shows: the asset, in the brand it was shared in, and its rep. */
export interface SharePage {
  title: string;
  description: string;
  /** The stored asset type: pdf, video, audio, image, document, presentation... */
  type: string;
  /** The file's address; undefined when it is not a safe http(s) or same-site address. */
  url: string | undefined;
  brand: { name: string; primaryColor: string };
  /** The rep who shared it, so the customer can reply: their name (or address), e-mail and phone. */
  rep: { name: string; email: string; phone: string | null };
  /** The brand's call to action (its label and stored https address), and the page's path its click goes through. */
  cta: { label: string; url: string; pagePath: string } | null;
  /** A ready PDF's pages (set by the page route; otherwise the viewer shows the file). */
  pages?: ShownPages;
  /** The site's public origin, for the link preview's absolute image URL; unset when not known. */
  origin?: string;
}

/** A live page comes with its share link and the rep it belongs to, so the open can be recorded. */
export type SharePageResult =
  | { kind: "missing" }
  | { kind: "retired" }
  | { kind: "live"; page: SharePage; shareLinkId: string; ownerId: string; emailedAt: Date | null };

const SLUG = /^[A-Za-z0-9_-]{1,64}$/;
const FALLBACK_BRAND = { name: "Sales Rep Portal", primaryColor: "#1d4ed8", ctaLabel: null, ctaUrl: null };

type ThemeBrand = SharePage["brand"] & { ctaLabel: string | null; ctaUrl: string | null };

/** Root-relative paths and absolute http(s) URLs only; never javascript:, data: or protocol-relative. */
export function safeAssetUrl(url: string): string | undefined {
  if (url.startsWith("/")) return url.startsWith("//") || url.startsWith("/\\") ? undefined : url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.toString() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The brand the link was shared in; for a link made before shares had one, the asset's first
 * assigned brand (in brand order), or the first brand for all-brand assets.
 */
async function themeBrand(
  db: Db,
  shareBrandId: string | null,
  assetId: string,
  allBrands: boolean,
): Promise<ThemeBrand> {
  const columns = {
    name: brands.name,
    primaryColor: brands.primaryColor,
    ctaLabel: brands.ctaLabel,
    ctaUrl: brands.ctaUrl,
  };
  const order = [asc(brands.position), asc(brands.createdAt)];
  if (shareBrandId) {
    const [shared] = await db.select(columns).from(brands).where(eq(brands.id, shareBrandId));
    if (shared) return shared;
  }
  if (!allBrands) {
    const [assigned] = await db
      .select(columns)
      .from(brands)
      .innerJoin(assetBrands, and(eq(assetBrands.brandId, brands.id), eq(assetBrands.assetId, assetId)))
      .orderBy(...order)
      .limit(1);
    if (assigned) return assigned;
  }
  const [first] = await db
    .select(columns)
    .from(brands)
    .orderBy(...order)
    .limit(1);
  return first ?? FALLBACK_BRAND;
}

/** Looks up a public share link: a deleted or inactive asset is "retired" and an unknown slug "missing". */
export async function loadSharePage(db: Db, slug: string): Promise<SharePageResult> {
  if (!SLUG.test(slug)) return { kind: "missing" };
  const [row] = await db
    .select({
      linkId: shareLinks.id,
      ownerId: shareLinks.userId,
      emailedAt: shareLinks.emailedAt,
      brandId: shareLinks.brandId,
      asset: assets,
      rep: { firstName: profiles.firstName, lastName: profiles.lastName, email: profiles.email, phone: profiles.phone },
    })
    .from(shareLinks)
    .innerJoin(assets, eq(assets.id, shareLinks.assetId))
    .innerJoin(profiles, eq(profiles.id, shareLinks.userId))
    .where(eq(shareLinks.slug, slug));
  if (!row) return { kind: "missing" };
  const { asset } = row;
  if (asset.deletedAt || !asset.isActive) return { kind: "retired" };
  const { ctaLabel, ctaUrl, ...brand } = await themeBrand(db, row.brandId, asset.id, asset.assignToAllBrands);
  const cta = brandCta({ ctaLabel, ctaUrl });
  return {
    kind: "live",
    shareLinkId: row.linkId,
    ownerId: row.ownerId,
    emailedAt: row.emailedAt,
    page: {
      title: asset.title,
      description: asset.description,
      type: asset.type,
      url: safeAssetUrl(asset.url),
      brand,
      rep: { name: repDisplayName(row.rep), email: row.rep.email, phone: row.rep.phone },
      cta: cta && { ...cta, pagePath: `/asset/${encodeURIComponent(slug)}` },
    },
  };
}
