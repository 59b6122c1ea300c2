import { Spinner } from "@/components/ui/spinner";

/** The portal's spinner with a line saying what loads, centered in the space of the content. */
export function LoadingState({ label = "Loading..." }: { label?: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-24 text-muted-foreground">
      <Spinner className="size-8 text-primary dark:text-foreground" />
      <span>{label}</span>
    </div>
  );
}
