import "server-only";
import { desc } from "drizzle-orm";
import type { ListResourcesQuery, PortalResource, PortalResourceType } from "@/lib/contract/resources";
import type { Db } from "@/lib/server/platform/db/client";
import { resources } from "@/lib/server/platform/db/schema";
import type { Actor } from "@/lib/server/auth/profiles";
import { assertBrandExists, resourceScope, visibleLibraryItem } from "./visibility";

const FIXED_TYPES: Record<string, PortalResourceType> = {
  document: "PDF",
  pdf: "PDF",
  price_list: "PriceList",
  faq: "FAQ",
  video: "Video",
};

/** The portal's resource type; a training resource is a Video or a PDF by its file, else "other". */
export function portalResourceType(stored: string, url: string): PortalResourceType {
  const fixed = FIXED_TYPES[stored];
  if (fixed) return fixed;
  if (stored !== "training") return "other";
  const path = url.split(/[?#]/, 1)[0]?.toLowerCase() ?? "";
  if (/\.(mp4|webm|mov)$/.test(path)) return "Video";
  return path.endsWith(".pdf") ? "PDF" : "other";
}

/** The actor's visible resources of a brand, newest first. */
export async function listResources(db: Db, actor: Actor, query: ListResourcesQuery): Promise<PortalResource[]> {
  await assertBrandExists(db, query.brandId);
  const rows = await db
    .select()
    .from(resources)
    .where(visibleLibraryItem(resourceScope, actor, query.brandId))
    .orderBy(desc(resources.createdAt), desc(resources.id));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    type: portalResourceType(row.type, row.url),
    url: row.url,
    createdAt: row.createdAt.toISOString(),
  }));
}
