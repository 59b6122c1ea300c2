"use client";

import { useRef } from "react";
import { DownloadIcon } from "lucide-react";
import { QRCodeCanvas, QRCodeSVG } from "qrcode.react";
import { toast } from "@/lib/client/browser/toast";
import { Button } from "@/components/ui/button";
import { downloadFromUrl } from "@/lib/client/browser/download";
import { pngDataUrl, svgFileUrl } from "./qr-files";

/** A 128 px preview, 200 px download, error-correction level M, no margin. */
const PREVIEW_SIZE = 128;
const DOWNLOAD_SIZE = 200;
/** Files for print: the standard quiet zone of four modules around the code, and a large PNG. */
const PRINT_QUIET_ZONE = 4;
const PRINT_PNG_SIZE = 1024;

interface ShareQrCodeProps {
  /** The downloads' names start with it: "asset-qr-{id}", "room-qr-{id}". */
  fileStem: string;
  shareUrl: string;
  color: string;
  /** What scanning opens, said beside the code. */
  caption?: string;
}

/**
 * The share link's QR code in the brand's primary color: downloadable as a 200 px PNG, and for
 * print as an SVG and a 1024 px PNG with a quiet zone.
 */
export function ShareQrCode({
  fileStem,
  shareUrl,
  color,
  caption = "Customers can scan this code to open the asset.",
}: ShareQrCodeProps) {
  const downloadCanvas = useRef<HTMLCanvasElement>(null);
  const printCanvas = useRef<HTMLCanvasElement>(null);
  const printSvg = useRef<SVGSVGElement>(null);
  // The preview and the downloads are the same code; only their sizes and margins differ.
  const code = { value: shareUrl, level: "M", marginSize: 0, fgColor: color, bgColor: "#ffffff" } as const;
  const printCode = { ...code, marginSize: PRINT_QUIET_ZONE };

  function download(file: () => { href: string; name: string } | null) {
    try {
      const made = file();
      if (!made) return;
      downloadFromUrl(made.href, `${fileStem}-${Date.now()}${made.name}`);
      if (made.href.startsWith("blob:")) setTimeout(() => URL.revokeObjectURL(made.href), 10_000);
      toast.success("QR Code Downloaded");
    } catch (error) {
      // A QR failure is only logged (docs/rules.md#silent-failures).
      console.error("Rendering the QR code failed", error);
    }
  }
  const canvasPng = (canvas: HTMLCanvasElement | null, size: number, name: string) =>
    canvas ? { href: pngDataUrl(canvas, size), name } : null;

  return (
    <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-center sm:gap-6">
      <div className="rounded-lg border bg-white p-3">
        <QRCodeCanvas {...code} size={PREVIEW_SIZE} role="img" aria-label="QR code of the share link" />
      </div>
      <div hidden>
        <QRCodeCanvas {...code} ref={downloadCanvas} size={DOWNLOAD_SIZE} />
        <QRCodeCanvas {...printCode} ref={printCanvas} size={PRINT_PNG_SIZE} />
        <QRCodeSVG {...printCode} ref={printSvg} size={PRINT_PNG_SIZE} />
      </div>
      <div className="grid gap-2 text-center sm:text-left">
        <p className="text-sm text-muted-foreground">{caption}</p>
        <Button
          type="button"
          variant="outline"
          onClick={() => download(() => canvasPng(downloadCanvas.current, DOWNLOAD_SIZE, ".png"))}
          className="sm:w-fit"
        >
          <DownloadIcon aria-hidden="true" />
          Download QR Code
        </Button>
        <div className="flex flex-wrap justify-center gap-2 sm:justify-start">
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => download(() => printSvg.current && { href: svgFileUrl(printSvg.current), name: ".svg" })}
          >
            <DownloadIcon aria-hidden="true" />
            SVG for print
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => download(() => canvasPng(printCanvas.current, PRINT_PNG_SIZE, `-${PRINT_PNG_SIZE}px.png`))}
          >
            <DownloadIcon aria-hidden="true" />
            PNG {PRINT_PNG_SIZE} px
          </Button>
        </div>
      </div>
    </div>
  );
}
