"use client";

import { useState } from "react";
import Link from "next/link";
import { SendIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DialogClose, DialogFooter } from "@/components/ui/dialog";
import { Separator } from "@/components/ui/separator";
import type { RoomDetail } from "@/lib/contract/rooms";
import { RoomEmailForm } from "./room-email-form";
import { RoomLinkField } from "./room-link-field";
import { RoomQrCode } from "./room-qr-dialog";

/** A new room's link, copy, QR code and 'Send by e-mail', and the way to its detail. */
export function RoomCreated({ room, onDone }: { room: RoomDetail; onDone: () => void }) {
  const [emailing, setEmailing] = useState(false);
  return (
    <div className="grid min-w-0 gap-4">
      <RoomLinkField url={room.url} recipientName={room.recipientName} />
      <RoomQrCode room={room} />
      <Separator />
      {emailing ? (
        <RoomEmailForm room={room} note={room.note} onSent={onDone} />
      ) : (
        <DialogFooter>
          <Button asChild variant="outline">
            <Link href={`/rooms/${encodeURIComponent(room.id)}`} onClick={onDone}>
              Open room details
            </Link>
          </Button>
          <DialogClose asChild>
            <Button type="button" variant="outline">
              Done
            </Button>
          </DialogClose>
          <Button type="button" onClick={() => setEmailing(true)}>
            <SendIcon aria-hidden="true" />
            Send by e-mail
          </Button>
        </DialogFooter>
      )}
    </div>
  );
}
