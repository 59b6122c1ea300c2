import { cn } from "@/lib/utils";

/** A text cut to one line with an ellipsis where it is too long; the whole of it shows as a tooltip. */
export function TruncatedText({ text, className }: { text: string; className?: string }) {
  return (
    <span className={cn("block truncate", className)} title={text}>
      {text}
    </span>
  );
}
