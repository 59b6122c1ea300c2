import "server-only";
import type { FloodGuard } from "./flood-guard";
import type { HitBuffer } from "./hit-buffer";
import type { VisitorKeys } from "./visitor-key";

/** What the public pages record their hits with: one of each per process (lib/server/app/hit-writer.ts). */
export interface Hits {
  buffer: HitBuffer;
  visitors: VisitorKeys;
  /** Each client's share of the public hit pages per minute. */
  floodGuard: FloodGuard;
  /**
   * Each client's page images per minute (docs/pages.md#page-images-and-the-flood-guard): a budget
   * apart from the pages', as large, so a reader's long document never locks them out of a page.
   */
  pageImageGuard: FloodGuard;
}
