import type { Brand } from "@/lib/contract/brands";
import { cn } from "@/lib/utils";

/** The brand's code in capitals on its primary color (white text). */
export function BrandCodeBadge({ brand }: { brand: Brand }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex h-6 w-11 shrink-0 items-center justify-center rounded-md",
        "text-[11px] font-bold tracking-wide text-white shadow-xs",
      )}
      style={{ backgroundColor: brand.primaryColor }}
    >
      {brand.code.toUpperCase()}
    </span>
  );
}
