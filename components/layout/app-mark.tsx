import { BriefcaseBusinessIcon } from "lucide-react";
import { cn } from "@/lib/utils";

/** The square logo mark in the brand color. */
export function AppMark({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground shadow-sm",
        className,
      )}
    >
      <BriefcaseBusinessIcon className="size-[55%]" />
    </span>
  );
}
