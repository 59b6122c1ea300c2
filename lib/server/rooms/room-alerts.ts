import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/server/platform/db/client";
import { assets, roomAssets, roomAssetViews, rooms, roomVisits } from "@/lib/server/platform/db/schema";
import { pagesReadPhrase, roomPagesReadOn } from "@/lib/server/pages/pages-read-alerts";

/** A room's owner and its alert title, the recipient as "Jane Smith (Acme)", as rows of target_id, user_id, title. */
export const ROOM_ALERT_TITLES = sql`select r.id as target_id, r.user_id,
  r.recipient_name || coalesce(' (' || nullif(r.recipient_company, '') || ')', '') as title from ${rooms} r`;

/**
 * What the recipient opened on a UTC day, for the alert: the titles of the room's assets that the
 * day's human visits reported on screen, played or downloaded, in the room's order; when none has
 * reported yet (the alert goes out seconds after the visit, before the page's first report), all
 * the room's titles. A PDF whose pages were reported says how far they got: "Deck (read 6 of 12 pages)",
 * and `pagesRead` says it for the bell: "Deck: read 6 of 12 pages".
 */
export async function openedInRoom(
  tx: Db,
  roomId: string,
  day: string,
): Promise<{ titles: string[]; pagesRead: string | undefined }> {
  const inOrder = await tx
    .select({
      id: assets.id,
      url: assets.url,
      title: assets.title,
      viewed: sql<boolean>`exists (select 1 from ${roomAssetViews} w join ${roomVisits} x on x.id = w.visit_id
        where w.asset_id = ${assets.id} and x.room_id = ${roomId} and x.hit_class = 'human'
          and x.occurred_at >= ${day}::date::timestamp at time zone 'UTC'
          and x.occurred_at < (${day}::date + 1)::timestamp at time zone 'UTC')`,
    })
    .from(roomAssets)
    .innerJoin(assets, eq(assets.id, roomAssets.assetId))
    .where(and(eq(roomAssets.roomId, roomId)))
    .orderBy(asc(roomAssets.position));
  const viewed = inOrder.filter((row) => row.viewed);
  const pagesRead = await roomPagesReadOn(tx, roomId, inOrder, day);
  const read = inOrder.flatMap((row) => {
    const pages = pagesRead.get(row.id);
    return pages ? [`${row.title}: ${pagesReadPhrase(pages)}`] : [];
  });
  return {
    titles: (viewed.length ? viewed : inOrder).map((row) => {
      const pages = pagesRead.get(row.id);
      return pages ? `${row.title} (${pagesReadPhrase(pages)})` : row.title;
    }),
    pagesRead: read.length ? read.join("; ") : undefined,
  };
}
