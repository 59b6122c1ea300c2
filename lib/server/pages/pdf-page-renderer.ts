import "server-only";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { PAGE_IMAGE_WIDTHS, type PageRenderReason } from "@/lib/contract/pages";
import type { PageSize } from "./rendered-pages";

/** One rendered page: its size at the widest width and its WebP image at each width. */
export interface RenderedPage extends PageSize {
  images: { width: number; bytes: Uint8Array }[];
}

export type PdfRenderResult =
  | { ok: true; pages: PageSize[] }
  /** A reason no retry changes (encrypted, damaged, too many pages). */
  | { ok: false; reason: PageRenderReason; detail: string };

export interface RenderOptions {
  maxPages: number;
  /** Stores one page's images; the next page is drawn while it is saved. */
  onPage: (page: RenderedPage) => Promise<void>;
  /** A try that takes longer is stopped and counts as failed. */
  timeLimitMs?: number;
}

/** Ten minutes: a 300-page catalogue takes about two on a busy 2-core machine (bench/README.md). */
const RENDER_TIME_LIMIT_MS = 10 * 60_000;
const WEBP_QUALITY = 80;

// Loaded from disk at run time, outside the bundle (next.config.mjs traces it for serverless).
const workerFile = () => path.join(/*turbopackIgnore: true*/ process.cwd(), "lib/server/pages/render-worker.mjs");

type WorkerMessage =
  | { type: "count"; pageCount: number }
  | ({ type: "page" } & RenderedPage)
  | { type: "done"; pageCount: number }
  | { type: "failed"; reason: PageRenderReason; message: string }
  | { type: "error"; message: string };

/**
 * Renders a PDF's pages in a worker thread of their own (the server's thread keeps answering);
 * resolves with the page sizes, or a lasting reason, and rejects on any other fault (a retry may
 * help). The worker ends with the try, and the memory it drew in goes with it.
 */
export function renderPdfPages(pdf: Uint8Array, options: RenderOptions): Promise<PdfRenderResult> {
  const worker = new Worker(workerFile(), {
    // Plain JavaScript needs no loader: a parent's `--import tsx` would transform pdf.js's 1 MB
    // bundle in the worker and hold ~350 MB more (bench/README.md#benchpages-rendering-a-pdfs-pages).
    execArgv: [],
    workerData: { pdf, maxPages: options.maxPages, widths: [...PAGE_IMAGE_WIDTHS], quality: WEBP_QUALITY },
  });
  const pages: PageSize[] = [];
  let saving = Promise.resolve();
  return new Promise<PdfRenderResult>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`Rendering took longer than ${(options.timeLimitMs ?? RENDER_TIME_LIMIT_MS) / 1000} s.`)),
      options.timeLimitMs ?? RENDER_TIME_LIMIT_MS,
    );
    const settle = (outcome: () => void) => {
      clearTimeout(timer);
      outcome();
    };
    worker.on("message", (message: WorkerMessage) => {
      switch (message.type) {
        case "page": {
          const { images, ...size } = message;
          pages.push(size);
          saving = saving.then(() => options.onPage({ ...size, images }));
          saving.catch(() => undefined);
          return;
        }
        case "done":
          return settle(() => resolve(saving.then(() => ({ ok: true as const, pages }))));
        case "failed":
          return settle(() => resolve({ ok: false, reason: message.reason, detail: message.message }));
        case "error":
          return settle(() => reject(new Error(message.message)));
      }
    });
    worker.on("error", (error) => settle(() => reject(error)));
    worker.on("exit", (code) => settle(() => reject(new Error(`The render worker stopped (exit code ${code}).`))));
  }).finally(() => void worker.terminate());
}
