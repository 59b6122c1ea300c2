import { formatDistanceStrict } from "date-fns";
import type { ActivityItem } from "@/lib/contract/activity";
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
