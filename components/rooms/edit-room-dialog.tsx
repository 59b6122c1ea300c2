"use client";

import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { useRoom } from "@/lib/client/api/rooms-queries";
import { errorText } from "@/lib/client/data/error-text";
import type { RoomSummary } from "@/lib/contract/rooms";
import { EditRoomForm } from "./edit-room-form";
import type { RoomSettings } from "./room-actions";

interface EditRoomDialogProps {
  room: RoomSummary | RoomSettings;
  onClose: () => void;
  /** After the change is saved, before the dialog closes. */
  onSaved?: () => void;
}

/** 'Edit room': its form, once the room's note is loaded (a room's detail has it already). */
export function EditRoomDialog({ room, onClose, onSaved }: EditRoomDialogProps) {
  const held = "note" in room ? room : undefined;
  const loaded = useRoom(held ? undefined : room.id);
  const detail = held ? { data: held, error: null } : loaded;
  const saved = () => {
    onSaved?.();
    onClose();
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Edit room</DialogTitle>
          <DialogDescription className="wrap-anywhere">Room for {room.recipientName}</DialogDescription>
        </DialogHeader>
        {detail.data ? (
          <EditRoomForm room={detail.data} onSaved={saved} />
        ) : detail.error ? (
          <p role="alert" className="text-sm text-destructive">
            The room could not be loaded: {errorText(detail.error)}
          </p>
        ) : (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner /> Loading the room...
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}
