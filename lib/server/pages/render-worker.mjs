// The page renderer, run in a worker thread (docs/pages.md#rendering) so that the server keeps
// answering while a PDF is drawn. Plain JavaScript loaded from disk, not part of the Next.js bundle:
// pdfjs-dist draws each page once at the widest width on @napi-rs/canvas, sharp encodes it to WebP
// at every width. It reads no file and stores nothing: the PDF's bytes come in a message and each
// page's images go back in one, so the main thread owns the storage and the database.
import { createRequire } from "node:module";
import path from "node:path";
import { parentPort, workerData } from "node:worker_threads";

const require = createRequire(import.meta.url);
const pdfjsRoot = path.dirname(require.resolve("pdfjs-dist/package.json"));
const { getDocument } = await import("pdfjs-dist/legacy/build/pdf.mjs");
const { default: sharp } = await import("sharp");

// One libvips thread: the worker shares the machine with the server's own thread.
sharp.concurrency(1);
sharp.cache(false);

/** @param {unknown} error */
function reasonOf(error) {
  const name = error instanceof Error ? error.name : "";
  if (name === "PasswordException") return "encrypted";
  if (name === "InvalidPDFException") return "damaged";
  return undefined;
}

/**
 * @param {{ pdf: Uint8Array, maxPages: number, widths: number[], quality: number }} job
 */
async function render({ pdf, maxPages, widths, quality }) {
  const loading = getDocument({
    data: pdf,
    standardFontDataUrl: path.join(pdfjsRoot, "standard_fonts") + path.sep,
    cMapUrl: path.join(pdfjsRoot, "cmaps") + path.sep,
    wasmUrl: path.join(pdfjsRoot, "wasm") + path.sep,
    iccUrl: path.join(pdfjsRoot, "iccs") + path.sep,
    isEvalSupported: false,
    verbosity: 0,
  });
  let document;
  try {
    document = await loading.promise;
  } catch (error) {
    const reason = reasonOf(error);
    if (reason) return { type: "failed", reason, message: String(error) };
    throw error;
  }
  try {
    const pageCount = document.numPages;
    if (pageCount < 1) return { type: "failed", reason: "damaged", message: "The PDF has no pages." };
    if (pageCount > maxPages)
      return { type: "failed", reason: "too_many_pages", message: `${pageCount} pages, more than ${maxPages}.` };
    parentPort.postMessage({ type: "count", pageCount });
    const widest = Math.max(...widths);
    for (let number = 1; number <= pageCount; number++) {
      const page = await document.getPage(number);
      const base = page.getViewport({ scale: 1 });
      const viewport = page.getViewport({ scale: widest / base.width });
      const width = Math.round(viewport.width);
      const height = Math.round(viewport.height);
      const { canvas, context } = document.canvasFactory.create(width, height);
      // Transparent page areas read as white paper, as in a viewer.
      context.fillStyle = "#ffffff";
      context.fillRect(0, 0, width, height);
      await page.render({ canvas, canvasContext: context, viewport }).promise;
      // The canvas's own pixels (opaque, so premultiplied is plain RGBA): no ImageData copy.
      const pixels = canvas.data();
      document.canvasFactory.destroy({ canvas, context });
      page.cleanup();
      const raw = { raw: { width, height, channels: 4 } };
      const images = [];
      for (const target of widths) {
        const encoded = await sharp(pixels, raw)
          .removeAlpha()
          .resize({ width: target })
          .webp({ quality, effort: 2 })
          .toBuffer({ resolveWithObject: true });
        // A copy of its own, so it can be moved to the main thread without copying again.
        const bytes = new Uint8Array(encoded.data);
        images.push({ width: target, bytes });
      }
      // The page's size is that of its widest image, so a page can reserve its box before it loads.
      parentPort.postMessage(
        { type: "page", page: number, width, height, images },
        images.map((image) => image.bytes.buffer),
      );
    }
    return { type: "done", pageCount };
  } finally {
    await loading.destroy();
  }
}

render(workerData).then(
  (result) => parentPort.postMessage(result),
  (error) =>
    parentPort.postMessage({
      type: "error",
      message: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    }),
);
