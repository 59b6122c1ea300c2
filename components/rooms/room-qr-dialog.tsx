"use client";

import { ShareQrCode } from "@/components/assets/share-qr-code";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useBrand } from "@/lib/client/brand/brand-context";
import type { RoomSummary } from "@/lib/contract/rooms";

/** QR codes are drawn in the room's brand color, black if that brand is not loaded. */
const DEFAULT_QR_COLOR = "#000000";

/** The room's QR code in the room's brand color, for print and to download. */
export function RoomQrCode({ room }: { room: Pick<RoomSummary, "id" | "url" | "brandId"> }) {
  const { brands } = useBrand();
  const color = brands.find((brand) => brand.id === room.brandId)?.primaryColor ?? DEFAULT_QR_COLOR;
  return (
    <ShareQrCode
      fileStem={`room-qr-${room.id}`}
      shareUrl={room.url}
      color={color}
      caption="Your customer can scan this code to open the room."
    />
  );
}

/** 'Room QR code': the code of one room's link. */
export function RoomQrDialog({ room, onClose }: { room: RoomSummary; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Room QR code</DialogTitle>
          <DialogDescription className="wrap-anywhere">Room for {room.recipientName}</DialogDescription>
        </DialogHeader>
        <RoomQrCode room={room} />
      </DialogContent>
    </Dialog>
  );
}
