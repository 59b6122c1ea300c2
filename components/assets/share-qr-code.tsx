"use client";

import { useRef } from "react";
import { DownloadIcon } from "lucide-react";
import { QRCodeCanvas } from "qrcode.react";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import { downloadFromUrl } from "@/lib/client/download";

/** SPEC §9: 128 px preview, 200 px download, error-correction level M, no margin. */
const PREVIEW_SIZE = 128;
const DOWNLOAD_SIZE = 200;

interface ShareQrCodeProps {
  assetId: string;
  shareUrl: string;
  colour: string;
}

/** The share link's QR code in the brand's primary colour, downloadable as a 200 px PNG. */
export function ShareQrCode({ assetId, shareUrl, colour }: ShareQrCodeProps) {
  const downloadCanvas = useRef<HTMLCanvasElement>(null);
  // The preview and the download are the same code; only their sizes differ.
  const code = { value: shareUrl, level: "M", marginSize: 0, fgColor: colour, bgColor: "#ffffff" } as const;

  function download() {
    const canvas = downloadCanvas.current;
    if (!canvas) return;
    try {
      downloadFromUrl(canvas.toDataURL("image/png"), `asset-qr-${assetId}-${Date.now()}.png`);
      toast.success("QR Code Downloaded");
    } catch (error) {
      // SPEC §8: a QR failure is only logged.
      console.error("Rendering the QR code failed", error);
    }
  }

  return (
    <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-center sm:gap-6">
      <div className="rounded-lg border bg-white p-3">
        <QRCodeCanvas {...code} size={PREVIEW_SIZE} role="img" aria-label="QR code of the share link" />
      </div>
      <div hidden>
        <QRCodeCanvas {...code} ref={downloadCanvas} size={DOWNLOAD_SIZE} />
      </div>
      <div className="grid gap-2 text-center sm:text-left">
        <p className="text-sm text-muted-foreground">Customers can scan this code to open the asset.</p>
        <Button type="button" variant="outline" onClick={download} className="sm:w-fit">
          <DownloadIcon aria-hidden="true" />
          Download QR Code
        </Button>
      </div>
    </div>
  );
}
