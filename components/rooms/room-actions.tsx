"use client";

import { BanIcon, CopyIcon, PencilIcon, QrCodeIcon, SendIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { RoomSummary } from "@/lib/contract/rooms";
import { copyRoomLink } from "./copy-room-link";

/** The dialogs a room's actions open; the screen holds them. */
export type RoomDialogKind = "qr" | "email" | "edit" | "revoke";

export interface RoomActionsProps {
  room: RoomSummary;
  onOpen: (kind: RoomDialogKind, room: RoomSummary) => void;
}

/** Copy link, QR code, Send by e-mail, Edit and Revoke; a revoked room keeps only its link and code. */
export function RoomActions({ room, onOpen }: RoomActionsProps) {
  const who = room.recipientName;
  const open = (kind: RoomDialogKind) => () => onOpen(kind, room);
  return (
    <div className="flex flex-wrap gap-1">
      <Button
        type="button"
        variant="ghost"
        size="icon"
        onClick={() => void copyRoomLink(room.url)}
        aria-label={`Copy link of the room for ${who}`}
        title="Copy link"
      >
        <CopyIcon aria-hidden="true" />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        onClick={open("qr")}
        aria-label={`QR code of the room for ${who}`}
        title="QR code"
      >
        <QrCodeIcon aria-hidden="true" />
      </Button>
      {room.status !== "revoked" && (
        <>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            onClick={open("email")}
            aria-label={`Send the room for ${who} by e-mail`}
            title="Send by e-mail"
          >
            <SendIcon aria-hidden="true" />
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            onClick={open("edit")}
            aria-label={`Edit the room for ${who}`}
            title="Edit"
          >
            <PencilIcon aria-hidden="true" />
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            onClick={open("revoke")}
            aria-label={`Revoke the room for ${who}`}
            title="Revoke"
          >
            <BanIcon aria-hidden="true" className="text-destructive" />
          </Button>
        </>
      )}
    </div>
  );
}
