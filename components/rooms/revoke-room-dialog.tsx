"use client";

import { ConfirmDialogContent } from "@/components/shared/confirm-dialog-content";
import { AlertDialog } from "@/components/ui/alert-dialog";
import { useRevokeRoom } from "@/lib/client/api/rooms-mutations";
import type { RoomSummary } from "@/lib/contract/rooms";

/** 'Revoke this room?': its link stops opening it; the room and its history stay. */
export function RevokeRoomDialog({
  room,
  onClose,
  onRevoked,
}: {
  room: RoomSummary;
  onClose: () => void;
  onRevoked?: () => void;
}) {
  const revoke = useRevokeRoom(onRevoked);
  return (
    <AlertDialog open onOpenChange={(open) => !open && onClose()}>
      <ConfirmDialogContent
        question="Revoke this room?"
        description={
          <>
            The link of the room for {room.recipientName} will stop working: it shows that the room is no longer
            available. You keep the room and its visits. This cannot be undone.
          </>
        }
        action="Revoke"
        onConfirm={() => revoke.mutate(room.id)}
      />
    </AlertDialog>
  );
}
