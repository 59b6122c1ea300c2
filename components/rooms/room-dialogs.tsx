"use client";

import dynamic from "next/dynamic";
import type { RoomSummary } from "@/lib/contract/rooms";
import type { RoomDialogKind, RoomSettings } from "./room-actions";

/** The dialogs load after the screen: they open only on an action. */
const RoomQrDialog = dynamic(() => import("./room-qr-dialog").then((module) => module.RoomQrDialog), { ssr: false });
const RoomEmailDialog = dynamic(() => import("./room-email-dialog").then((module) => module.RoomEmailDialog), {
  ssr: false,
});
const EditRoomDialog = dynamic(() => import("./edit-room-dialog").then((module) => module.EditRoomDialog), {
  ssr: false,
});
const RevokeRoomDialog = dynamic(() => import("./revoke-room-dialog").then((module) => module.RevokeRoomDialog), {
  ssr: false,
});

export type RoomDialogState = { kind: RoomDialogKind; room: RoomSummary | RoomSettings } | null;

interface RoomDialogsProps {
  dialog: RoomDialogState;
  onClose: () => void;
  /** After the room was edited or revoked (a server-rendered screen renders again). */
  onChanged?: () => void;
}

/** The open action's dialog, if any: QR code, Send by e-mail, Edit or Revoke. */
export function RoomDialogs({ dialog, onClose, onChanged }: RoomDialogsProps) {
  if (!dialog) return null;
  const { kind, room } = dialog;
  if (kind === "qr") return <RoomQrDialog room={room} onClose={onClose} />;
  if (kind === "email") return <RoomEmailDialog room={room} onClose={onClose} />;
  if (kind === "edit") return <EditRoomDialog room={room} onClose={onClose} onSaved={onChanged} />;
  return <RevokeRoomDialog room={room} onClose={onClose} onRevoked={onChanged} />;
}
