"use client";

import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { RoomSummary } from "@/lib/contract/rooms";
import { RoomEmailForm } from "./room-email-form";

/** 'Send room by e-mail': the room's link goes to the customer in the room's brand. */
export function RoomEmailDialog({ room, onClose }: { room: RoomSummary; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Send room by e-mail</DialogTitle>
          <DialogDescription className="wrap-anywhere">Room for {room.recipientName}</DialogDescription>
        </DialogHeader>
        <RoomEmailForm room={room} onSent={onClose} />
      </DialogContent>
    </Dialog>
  );
}
