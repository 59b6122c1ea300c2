"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { RoomActions, type RoomSettings } from "./room-actions";
import { RoomDialogs, type RoomDialogState } from "./room-dialogs";

/**
 * A server-rendered room's actions and the dialog they open: after an edit or a revoke, the server
 * renders the detail again.
 */
export function RoomDetailActions({ room }: { room: RoomSettings }) {
  const router = useRouter();
  const [dialog, setDialog] = useState<RoomDialogState>(null);
  return (
    <>
      <RoomActions room={room} onOpen={(kind) => setDialog({ kind, room })} />
      <RoomDialogs dialog={dialog} onClose={() => setDialog(null)} onChanged={() => router.refresh()} />
    </>
  );
}
