import "server-only";
import { sql } from "drizzle-orm";
import type { ContentPeriodQuery, NeverShared } from "@/lib/contract/content-scorecard";
import type { Db } from "@/lib/server/platform/db/client";
import { assetBrands, assets, brands, roomAssets, rooms, shareLinks } from "@/lib/server/platform/db/schema";
import { contentScope, inPeriod, ofBrand, rowsOf } from "./content-events";

interface RawRow {
  asset_id: string;
  title: string;
  type: string;
  brands: string[] | null;
  created_at: string | Date;
}

/**
 * GET /api/admin/content/never-shared: the active assets of the brand (or of any brand) that no rep
 * shared in the period (no share link made or e-mailed, no room made with it), oldest first: what
 * to retire or promote. Each names its brands ("All brands" for an asset of every brand).
 */
export async function neverShared(db: Db, query: ContentPeriodQuery): Promise<NeverShared> {
  const scope = await contentScope(db, query);
  const brandOnly =
    scope.brandId === undefined
      ? sql`true`
      : sql`(${assets.assignToAllBrands} or ${assets.id} in
          (select ${assetBrands.assetId} from ${assetBrands} where ${assetBrands.brandId} = ${scope.brandId}::uuid))`;
  const rows = await rowsOf<RawRow>(
    db,
    sql`select ${assets.id} as asset_id, ${assets.title} as title, ${assets.type} as type,
        ${assets.createdAt} as created_at,
        case when ${assets.assignToAllBrands} then array['All brands'] else
          (select array_agg(${brands.name} order by ${brands.name}) from ${assetBrands}
            join ${brands} on ${brands.id} = ${assetBrands.brandId}
            where ${assetBrands.assetId} = ${assets.id}) end as brands
      from ${assets}
      where ${assets.isActive} and ${assets.deletedAt} is null and ${brandOnly}
        and ${assets.id} not in (select ${shareLinks.assetId} from ${shareLinks}
          where (${inPeriod(sql`${shareLinks.createdAt}`, scope)} or ${inPeriod(sql`${shareLinks.emailedAt}`, scope)})
            and ${ofBrand(sql`${shareLinks.brandId}`, scope)})
        and ${assets.id} not in (select ${roomAssets.assetId} from ${roomAssets}
          join ${rooms} on ${rooms.id} = ${roomAssets.roomId}
          where ${inPeriod(sql`${rooms.createdAt}`, scope)} and ${ofBrand(sql`${rooms.brandId}`, scope)})
      order by ${assets.createdAt} asc, ${assets.id} asc`,
  );
  return {
    assets: rows.map((row) => ({
      assetId: row.asset_id,
      title: row.title,
      type: row.type,
      brands: row.brands ?? [],
      createdAt: new Date(row.created_at).toISOString(),
    })),
  };
}
