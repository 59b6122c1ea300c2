import type { FeedEntry } from "@/lib/contract/activity";
import { engagementDetailPath } from "@/lib/contract/engagement-paths";

/** Time on the page, as a line says it: "45 s" under a minute, else whole minutes ("3 min"). */
export function durationText(seconds: number | null): string | null {
  if (!seconds) return null;
  return seconds < 60 ? `${seconds} s` : `${Math.round(seconds / 60)} min`;
}

/** The reader as the portal knows them: a room's recipient and company; no one else is named. */
function readerText(reader: FeedEntry["reader"]): string {
  if (!reader) return "Someone";
  return reader.company ? `${reader.name} (${reader.company})` : reader.name;
}

/**
 * One line of the feed: "Jordan Alvarez (Acme) opened your room: Price List 2026, 3 min",
 * "Someone opened Rental Handbook, your share", "Someone clicked Spring promo, your tracked link".
 */
export function feedLineText(entry: FeedEntry): string {
  const duration = durationText(entry.seconds);
  const took = duration ? `, ${duration}` : "";
  switch (entry.kind) {
    case "room": {
      const more = entry.moreAssets ? ` and ${entry.moreAssets} more` : "";
      return `${readerText(entry.reader)} opened your room: ${entry.title}${more}${took}`;
    }
    case "share":
      return `Someone opened ${entry.title}, your share${took}`;
    case "link":
      return `Someone clicked ${entry.title}, your tracked link`;
  }
}

/** Where a line leads: the room's detail, or the share's or link's card further down Activity. */
export const feedLineHref = ({ kind, targetId }: Pick<FeedEntry, "kind" | "targetId">) =>
  engagementDetailPath(kind, targetId);
