"use client";

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { DialogFooter } from "@/components/ui/dialog";
import { useRevokeRoom } from "@/lib/client/api/rooms";
import type { RoomSummary } from "@/lib/contract/rooms";

/** 'Revoke this room?': its link stops opening it; the room and its history stay. */
export function RevokeRoomDialog({ room, onClose }: { room: RoomSummary; onClose: () => void }) {
  const revoke = useRevokeRoom();
  return (
    <AlertDialog open onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogTitle>Revoke this room?</AlertDialogTitle>
        <AlertDialogDescription className="break-words">
          The link of the room for {room.recipientName} will stop working: it shows that the room is no longer
          available. You keep the room and its visits. This cannot be undone.
        </AlertDialogDescription>
        <DialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={() => revoke.mutate(room.id)}>Revoke</AlertDialogAction>
        </DialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
