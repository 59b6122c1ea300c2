import type { HitClass } from "@/lib/contract/hits";
import type { RoomStatus, RoomSummary } from "@/lib/contract/rooms";
import { formatDate } from "@/lib/client/format/format";

/** A room's status as its badge reads: "Active", "Active until Dec 3, 2026", "Expired" or "Revoked". */
export function roomStatusText(room: Pick<RoomSummary, "status" | "expiresOn">): string {
  if (room.status === "revoked") return "Revoked";
  const day = room.expiresOn ? formatDate(`${room.expiresOn}T00:00:00`) : null;
  if (room.status === "expired") return day ? `Expired after ${day}` : "Expired";
  return day ? `Active until ${day}` : "Active";
}

/** The badge's colors per status, readable in both themes. */
export const ROOM_STATUS_CLASSES: Record<RoomStatus, string> = {
  active: "border-success/40 bg-success/10 text-success",
  expired: "text-muted-foreground",
  revoked: "border-destructive/40 bg-destructive/10 text-destructive",
};

/** The list with the item at `index` moved one place up (-1) or down (+1); unchanged at either end. */
export function moveItem<T>(items: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return [...items];
  const moved = [...items];
  [moved[index], moved[target]] = [moved[target]!, moved[index]!];
  return moved;
}

/** What a visit that did not count was, on a room's timeline; a person's visit counts. */
export const NOT_COUNTED_LABELS: Record<Exclude<HitClass, "human">, string> = {
  scanner: "Mail scanner check",
  unfurler: "Link preview",
  bot: "Bot",
  head: "Link check",
  own: "Your own visit",
};

/** "Not played" or "45%": how far a video or audio was played. */
export function percentText(percent: number | null): string {
  return percent === null ? "Not played" : `${Math.round(percent)}%`;
}
