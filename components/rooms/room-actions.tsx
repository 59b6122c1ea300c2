"use client";

import { BanIcon, CopyIcon, PencilIcon, QrCodeIcon, SendIcon } from "lucide-react";
import { ActionSeparator } from "@/components/ui/action-separator";
import { IconButton } from "@/components/ui/icon-button";
import { SystemShareButton } from "@/components/ui/system-share-button";
import type { RoomDetail, RoomSummary } from "@/lib/contract/rooms";
import { copyRoomLink } from "./copy-room-link";

/** The dialogs a room's actions open; the screen holds them. */
export type RoomDialogKind = "qr" | "email" | "edit" | "revoke";

/** A room as its detail holds it: the list's figures and its note (Edit starts from it, without a load). */
export type RoomSettings = RoomSummary & Pick<RoomDetail, "note">;

export interface RoomActionsProps {
  room: RoomSummary;
  onOpen: (kind: RoomDialogKind, room: RoomSummary) => void;
}

/**
 * Copy link, Share (a phone's own sheet), QR code, Send by e-mail, Edit and Revoke; a revoked room
 * keeps only its link, Share and code.
 */
export function RoomActions({ room, onOpen }: RoomActionsProps) {
  const who = room.recipientName;
  const open = (kind: RoomDialogKind) => () => onOpen(kind, room);
  return (
    <div className="flex flex-wrap items-center gap-1">
      <IconButton
        icon={CopyIcon}
        onClick={() => void copyRoomLink(room.url)}
        label={`Copy link of the room for ${who}`}
        title="Copy link"
      />
      <SystemShareButton title={`Room for ${who}`} url={room.url} label={`Share the room for ${who}`} />
      <IconButton icon={QrCodeIcon} onClick={open("qr")} label={`QR code of the room for ${who}`} title="QR code" />
      {room.status !== "revoked" && (
        <>
          <IconButton
            icon={SendIcon}
            onClick={open("email")}
            label={`Send the room for ${who} by e-mail`}
            title="Send by e-mail"
          />
          <IconButton icon={PencilIcon} onClick={open("edit")} label={`Edit the room for ${who}`} title="Edit" />
          <ActionSeparator />
          <IconButton
            icon={BanIcon}
            iconClassName="text-destructive"
            onClick={open("revoke")}
            label={`Revoke the room for ${who}`}
            title="Revoke"
          />
        </>
      )}
    </div>
  );
}
