"use client";

import { LoaderCircleIcon } from "lucide-react";
import { countOf } from "@/lib/client/format/plural";
import { PAGE_RENDER_REASON_TEXT, type AssetPages } from "@/lib/contract/pages";

/**
 * A stored PDF's pages as the admin sees them (docs/pages.md#limits): a spinner while they are
 * prepared, the page count, or why they cannot be shown. Nothing for other files.
 */
export function PageStatus({ pages }: { pages: AssetPages }) {
  if (!pages) return null;
  if (pages.status === "pending")
    return (
      <span role="status" className="inline-flex items-center gap-1.5 text-muted-foreground">
        <LoaderCircleIcon aria-hidden="true" className="size-3.5 animate-spin motion-reduce:animate-none" />
        Preparing pages…
      </span>
    );
  if (pages.status === "ready")
    return <span className="text-muted-foreground">{countOf(pages.count ?? 0, "page")}</span>;
  return <span className="text-destructive">{PAGE_RENDER_REASON_TEXT[pages.reason ?? "render_error"]}</span>;
}
