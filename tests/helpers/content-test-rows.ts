import { randomUUID } from "node:crypto";
import type { ContentRow } from "@/lib/contract/content-scorecard";
import type { Db } from "@/lib/server/platform/db/client";
import { roomVisits } from "@/lib/server/platform/db/schema";
import { only } from "./library-fixtures";

/** A stored room visit of one visitor key at `when`, as the hit writer writes it. */
export async function insertContentVisit(db: Db, roomId: string, when: Date, visitor: string, hitClass = "human") {
  const values = { roomId, occurredAt: when, userAgentClass: "desktop", hitClass, visitor, visitId: randomUUID() };
  return only(await db.insert(roomVisits).values(values).returning());
}

/** The figures of a Content row the roll-up must keep exact. */
export const rolledFigures = ({ humanOpens, visitors, medianReadPercent, downloads }: ContentRow) => ({
  humanOpens,
  visitors,
  medianReadPercent,
  downloads,
});
