import { Spinner } from "@/components/ui/spinner";

/** Covers the screen while the sign-in state loads. */
export function FullScreenSpinner() {
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center bg-background">
      <Spinner className="size-10 text-primary dark:text-foreground" />
      <span className="sr-only">Loading...</span>
    </div>
  );
}
