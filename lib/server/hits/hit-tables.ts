import "server-only";
import { sql } from "drizzle-orm";
import {
  clickEvents,
  linkDailyHits,
  roomVisits,
  shareDailyOpens,
  shareLinks,
  shareOpens,
  trackedLinks,
} from "@/lib/server/db/schema";

/** Where each kind of hit goes: its raw table, its roll-up and the counter of human hits. */
export const TABLES = {
  link: {
    raw: clickEvents,
    rawTarget: clickEvents.linkId,
    rollup: linkDailyHits,
    rollupTarget: linkDailyHits.linkId,
    targets: trackedLinks,
    targetId: trackedLinks.id,
    counter: trackedLinks.clickCount,
    lastHuman: trackedLinks.lastHumanAt,
  },
  share: {
    raw: shareOpens,
    rawTarget: shareOpens.shareLinkId,
    rollup: shareDailyOpens,
    rollupTarget: shareDailyOpens.shareLinkId,
    targets: shareLinks,
    targetId: shareLinks.id,
    counter: shareLinks.viewCount,
    lastHuman: shareLinks.lastHumanAt,
  },
} as const;

/** Where each kind of hit is stored raw, rooms included (they have no daily roll-up). */
export const RAW_HITS = {
  link: { raw: clickEvents, rawTarget: clickEvents.linkId },
  share: { raw: shareOpens, rawTarget: shareOpens.shareLinkId },
  room: { raw: roomVisits, rawTarget: roomVisits.roomId },
} as const;

export const name = (column: { name: string }) => sql.identifier(column.name);
