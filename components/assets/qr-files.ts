/** The QR code's SVG element as a standalone SVG file's URL (revoke it after the download). */
export function svgFileUrl(svg: SVGSVGElement): string {
  const text = `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(svg)}`;
  return URL.createObjectURL(new Blob([text], { type: "image/svg+xml" }));
}

/**
 * The canvas's picture as a PNG of exactly `size` pixels square: the QR library draws at the
 * screen's pixel ratio, which a printer's file must not depend on.
 */
export function pngDataUrl(source: HTMLCanvasElement, size: number): string {
  const canvas = document.createElement("canvas");
  canvas.width = canvas.height = size;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("No 2D canvas to draw the QR code on");
  context.imageSmoothingEnabled = false;
  context.drawImage(source, 0, 0, size, size);
  return canvas.toDataURL("image/png");
}
