import type { CountUnit } from "@/components/shared/day-bars";
import type { ActivityItem, ShareEngagement } from "@/lib/contract/activity";
import { formatDateTime } from "@/lib/client/format/format";
import { countOf } from "@/lib/client/format/plural";
import { timeAgo } from "@/lib/client/format/time-ago";

export type ExcludedClass = keyof ActivityItem["excluded"];

/**
 * The hits that did not count, by class: what one and several are called and why they are left out,
 * in the order shown.
 */
export const EXCLUDED_LABELS: Record<ExcludedClass, { one: string; other: string; why: string }> = {
  bot: { one: "bot visit", other: "bot visits", why: "search engines, crawlers and scripts" },
  unfurler: { one: "link preview", other: "link previews", why: "chat and social apps showing a preview of the link" },
  scanner: { one: "mail scanner check", other: "mail scanner checks", why: "e-mail security software checking links" },
  head: { one: "link check", other: "link checks", why: "tools checking the link works, without opening it" },
  own: { one: "visit of your own", other: "visits of your own", why: "opened while you were signed in" },
};

/** "1 link preview", "3 link previews": a count of one class of left-out hits. */
export function excludedText(kind: ExcludedClass, count: number): string {
  return countOf(count, EXCLUDED_LABELS[kind].one, EXCLUDED_LABELS[kind].other);
}

const ORDER = Object.keys(EXCLUDED_LABELS) as ExcludedClass[];

/** The non-zero excluded classes in display order, with their counts. */
export function excludedEntries(excluded: ActivityItem["excluded"]): { kind: ExcludedClass; count: number }[] {
  return ORDER.filter((kind) => excluded[kind] > 0).map((kind) => ({ kind, count: excluded[kind] }));
}

export function excludedTotal(excluded: ActivityItem["excluded"]): number {
  return ORDER.reduce((sum, kind) => sum + excluded[kind], 0);
}

/** A stored asset type as the portal shows it: "pdf" as PDF, the others capitalized (Video, Audio, Image ...). */
export function assetTypeLabel(type: string): string {
  return type.toLowerCase() === "pdf" ? "PDF" : type.charAt(0).toUpperCase() + type.slice(1).toLowerCase();
}

/** "Last opened": "Never", or the time both relative ("3 days ago") and absolute ('MMM d, yyyy h:mm a'). */
export function lastOpenedText(
  lastOpenedAt: string | null,
  now: Date = new Date(),
): { relative: string; absolute: string | null } {
  if (!lastOpenedAt) return { relative: "Never", absolute: null };
  const absolute = formatDateTime(lastOpenedAt);
  if (!absolute) return { relative: "Never", absolute: null };
  const when = new Date(lastOpenedAt);
  const relative = now.getTime() - when.getTime() < 60_000 ? "Just now" : timeAgo(when, now);
  return { relative, absolute };
}

/** Whole seconds as "45 seconds", "1 minute 20 seconds", "1 hour 5 minutes" (seconds dropped past an hour). */
export function durationText(seconds: number): string {
  if (seconds <= 0) return "0 seconds";
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  // date-fns' formatDuration, without its locale: the units that are not zero, largest first.
  const parts: [number, string][] = [
    [hours, "hour"],
    [minutes, "minute"],
    [hours ? 0 : seconds % 60, "second"],
  ];
  return parts
    .filter(([count]) => count !== 0)
    .map(([count, unit]) => countOf(count, unit))
    .join(" ");
}

/** Video and audio report how far they were played. */
const isPlayable = (type: string) => ["video", "audio"].includes(type.toLowerCase());

/** A figure of an Activity card: its name, its value, what it means and what it is based on. */
export interface ActivityFigure {
  term: string;
  value: string;
  hint: string;
  basis?: string;
}

/** What the card's count figures mean, said for a rep: a link counts clicks, a share counts opens. */
export function countFigureHints(unit: CountUnit) {
  const counted = unit === "click" ? "Clicks" : "Opens";
  return {
    last30Days: `${counted} by people; bots and previews are left out`,
    allTime: unit === "click" ? "Clicks by people since the link was made" : "Opens by people since you shared it",
    visitors: "Different people each day, added up over the last 30 days",
    lastOpened: `The latest ${unit} by a person`,
  };
}

/** A share's engagement as the Activity card shows it: each figure with what it is based on. */
export function engagementFigures(engagement: ShareEngagement, type: string): ActivityFigure[] {
  const opens = (n: number) => `over ${n} ${n === 1 ? "open" : "opens"}`;
  const figures: ActivityFigure[] = [
    {
      term: "Avg. time on page",
      value: engagement.averageSeconds === null ? "Not measured yet" : durationText(engagement.averageSeconds),
      hint: "How long the page stayed on screen",
      basis: engagement.timedOpens ? opens(engagement.timedOpens) : undefined,
    },
  ];
  if (isPlayable(type)) {
    figures.push({
      term: "Avg. played",
      value: engagement.averagePercent === null ? "Not played yet" : `${engagement.averagePercent}%`,
      hint: "How much of it was played",
      basis: engagement.playedOpens ? opens(engagement.playedOpens) : undefined,
    });
  }
  if (engagement.nextStepClicks > 0) {
    figures.push({
      term: "Next step",
      value: countOf(engagement.nextStepClicks, "click"),
      hint: `Clicks on “${engagement.nextStepLabel ?? "the call to action"}”`,
    });
  }
  return figures;
}
