import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";

/** Placeholders while the first page loads: a phone's first screen and more, a desktop's two rows. */
const LOADING_CARDS = 6;

/**
 * 'Loading assets...' over card-sized placeholders: the cards take their place without pushing the
 * footer, which a short loading box left in view (a layout shift of 0.11 on a phone, bench/README.md).
 */
export function AssetsLoading() {
  return (
    <div className="grid gap-4">
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner className="size-4" />
        Loading assets...
      </p>
      <div aria-hidden="true" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {Array.from({ length: LOADING_CARDS }, (_, i) => (
          <Skeleton key={i} className="h-80 rounded-xl" />
        ))}
      </div>
    </div>
  );
}
