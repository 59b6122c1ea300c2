import { Badge } from "@/components/ui/badge";
import type { RoomSummary } from "@/lib/contract/rooms";
import { cn } from "@/lib/utils";
import { ROOM_STATUS_CLASSES, roomStatusText } from "./room-labels";

/** Active (until its last day), Expired or Revoked. */
export function RoomStatusBadge({ room }: { room: Pick<RoomSummary, "status" | "expiresOn"> }) {
  return (
    <Badge variant="outline" className={cn(ROOM_STATUS_CLASSES[room.status])}>
      {roomStatusText(room)}
    </Badge>
  );
}
