import { utcToday, type RoomStatus } from "@/lib/contract/rooms";

/** Revoked wins over expired; a room expires once its `expiresOn` day (UTC) has ended. */
export function roomStatus(room: { revokedAt: Date | null; expiresOn: string | null }, now: Date): RoomStatus {
  if (room.revokedAt) return "revoked";
  if (room.expiresOn !== null && room.expiresOn < utcToday(now)) return "expired";
  return "active";
}
