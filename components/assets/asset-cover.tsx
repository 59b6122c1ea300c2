import { cn } from "@/lib/utils";

/**
 * An asset's cover: the first page of its PDF once the pages are ready (docs/pages.md#covers). The
 * box keeps its shape before the image arrives, so nothing moves when it loads; the image loads
 * only near the viewport. Decorative: the title beside it names the asset.
 */
export function AssetCover({ coverUrl, className }: { coverUrl: string | null | undefined; className?: string }) {
  if (!coverUrl) return null;
  return (
    <div className={cn("aspect-[4/3] overflow-hidden rounded-md border bg-muted", className)}>
      {/* A plain img: the cover is already a sized WebP behind the session, which an optimizer could not fetch. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        src={coverUrl}
        alt=""
        loading="lazy"
        decoding="async"
        width={800}
        height={600}
        className="size-full object-cover object-top"
      />
    </div>
  );
}
