import { Spinner } from "@/components/ui/spinner";

/** What /auth/callback shows while the magic-link code is exchanged for a session. */
export function CallbackStatus() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-background px-4">
      <Spinner className="size-10 text-primary dark:text-foreground" />
      <p role="status" className="text-base font-medium text-muted-foreground">
        Completing sign in...
      </p>
    </main>
  );
}
