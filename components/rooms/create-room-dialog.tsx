"use client";

import { useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useBrand } from "@/lib/client/brand/brand-context";
import type { RoomAsset, RoomDetail } from "@/lib/contract/rooms";
import { CreateRoomForm } from "./create-room-form";
import { RoomCreated } from "./room-created";

interface CreateRoomDialogProps {
  initialAssets: readonly RoomAsset[];
  onClose: () => void;
}

/** 'Share with a person': the new room's form, then its link, QR code and e-mail. */
export function CreateRoomDialog({ initialAssets, onClose }: CreateRoomDialogProps) {
  const brand = useBrand().currentBrand;
  const [created, setCreated] = useState<RoomDetail | null>(null);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{created ? "Room ready to share" : "Share with a person"}</DialogTitle>
          <DialogDescription className="wrap-anywhere">
            {created
              ? `The room for ${created.recipientName} is ready. Send its link, or show its QR code.`
              : `One page for one customer, with your note and the assets below${brand ? `, in ${brand.name}` : ""}.`}
          </DialogDescription>
        </DialogHeader>
        {created ? (
          <RoomCreated room={created} onDone={onClose} />
        ) : brand ? (
          <CreateRoomForm brandId={brand.id} initialAssets={initialAssets} onCreated={setCreated} />
        ) : (
          <p role="status" className="text-sm text-muted-foreground">
            Loading your brand...
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}
