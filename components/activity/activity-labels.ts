import { formatDistanceStrict, formatDuration } from "date-fns";
import type { ActivityItem, ShareEngagement } from "@/lib/contract/activity";
import { formatDateTime } from "@/lib/client/format";

export type ExcludedClass = keyof ActivityItem["excluded"];

/** The hits that did not count, by class: a short name and why it is left out, in the order shown. */
export const EXCLUDED_LABELS: Record<ExcludedClass, { label: string; why: string }> = {
  bot: { label: "Bots", why: "search engines, crawlers and scripts" },
  unfurler: { label: "Link previews", why: "chat and social apps fetching a preview card" },
  scanner: { label: "Mail scanners", why: "e-mail security checking links before delivery" },
  head: { label: "HEAD checks", why: "tools checking the link exists without opening it" },
  own: { label: "Your own clicks", why: "opened while you were signed in" },
};

const ORDER = Object.keys(EXCLUDED_LABELS) as ExcludedClass[];

/** The non-zero excluded classes in display order, with their counts. */
export function excludedEntries(excluded: ActivityItem["excluded"]): { kind: ExcludedClass; count: number }[] {
  return ORDER.filter((kind) => excluded[kind] > 0).map((kind) => ({ kind, count: excluded[kind] }));
}

export function excludedTotal(excluded: ActivityItem["excluded"]): number {
  return ORDER.reduce((sum, kind) => sum + excluded[kind], 0);
}

/** A stored asset type as the portal shows it: "pdf" as PDF, the others capitalised (Video, Audio, Image ...). */
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
  const relative =
    now.getTime() - when.getTime() < 60_000 ? "Just now" : formatDistanceStrict(when, now, { addSuffix: true });
  return { relative, absolute };
}

/** Whole seconds as "45 seconds", "1 minute 20 seconds", "1 hour 5 minutes" (seconds dropped past an hour). */
export function durationText(seconds: number): string {
  if (seconds <= 0) return "0 seconds";
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return formatDuration({ hours, minutes, seconds: hours ? 0 : seconds % 60 });
}

/** Video and audio report how far they were played. */
const isPlayable = (type: string) => ["video", "audio"].includes(type.toLowerCase());

/** A share's engagement as the Activity card shows it: each figure with what it is based on. */
export function engagementFigures(engagement: ShareEngagement, type: string) {
  const opens = (n: number) => `${n} ${n === 1 ? "open" : "opens"}`;
  const figures = [
    {
      term: "Avg. time on page",
      value: engagement.averageSeconds === null ? "Not measured yet" : durationText(engagement.averageSeconds),
      basis: engagement.timedOpens ? `over ${opens(engagement.timedOpens)}` : undefined,
    },
  ];
  if (isPlayable(type)) {
    figures.push({
      term: "Avg. played",
      value: engagement.averagePercent === null ? "Not played yet" : `${engagement.averagePercent}%`,
      basis: engagement.playedOpens ? `over ${opens(engagement.playedOpens)}` : undefined,
    });
  }
  return figures;
}
