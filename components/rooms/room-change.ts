import type { RoomDetail, UpdateRoomInput } from "@/lib/contract/rooms";

/** What the edit form holds. */
export interface RoomEditValues {
  note: string;
  assetIds: string[];
  expiresOn: string | null;
}

export const roomEditValues = (room: Pick<RoomDetail, "note" | "assets" | "expiresOn">): RoomEditValues => ({
  note: room.note,
  assetIds: room.assets.map((asset) => asset.id),
  expiresOn: room.expiresOn,
});

/**
 * The PATCH body of an edit: only what changed, so an expired room's past last day, left as it was,
 * is not refused as "in the past".
 */
export function roomChange(before: RoomEditValues, after: RoomEditValues): UpdateRoomInput {
  const change: UpdateRoomInput = {};
  if (after.note !== before.note) change.note = after.note;
  if (after.assetIds.join("\n") !== before.assetIds.join("\n")) change.assetIds = after.assetIds;
  if (after.expiresOn !== before.expiresOn) change.expiresOn = after.expiresOn;
  return change;
}
