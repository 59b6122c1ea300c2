import { CircleAlertIcon } from "lucide-react";
import type { SignInFailure } from "./sign-in-error";

/**
 * A failed sign-in, in the form itself (announced, and in one place: no toast beside it). While the
 * user must wait, the wait counts down live.
 */
export function SignInAlert({
  failure,
  secondsLeft,
  waitHint,
}: {
  failure: SignInFailure | null;
  secondsLeft: number;
  /** What else the user can do while waiting. */
  waitHint?: string;
}) {
  if (!failure) return null;
  const waiting = failure.retryAfterSeconds !== undefined;
  return (
    <div
      role="alert"
      className="flex gap-2 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-foreground"
    >
      <CircleAlertIcon className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
      <p>
        {waiting && secondsLeft > 0
          ? `Too many attempts. You can try again in ${secondsLeft} ${secondsLeft === 1 ? "second" : "seconds"}.` +
            (waitHint ? ` ${waitHint}` : "")
          : waiting
            ? "You can try again now."
            : failure.message}
      </p>
    </div>
  );
}
