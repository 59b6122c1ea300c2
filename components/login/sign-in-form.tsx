import type { ComponentProps, ReactNode } from "react";
import { SubmitButton } from "@/components/ui/submit-button";
import { cn } from "@/lib/utils";
import { SignInAlert } from "./sign-in-alert";
import type { SignInFailure } from "./sign-in-error";
import { preloadSignInSchemas } from "./sign-in-resolvers";

/**
 * The frame of the login card's forms: their fields, disabled while the step runs, then its failure
 * and the submit button (disabled while a throttled step counts down).
 */
export function SignInForm({
  onSubmit,
  pending,
  step: { failure, secondsLeft },
  waitHint,
  label,
  pendingLabel,
  className,
  children,
  ...props
}: Omit<ComponentProps<"form">, "onSubmit" | "onFocus"> & {
  onSubmit: () => void;
  pending: boolean;
  /** The step's failure and countdown (useSignInAttempt). */
  step: { failure: SignInFailure | null; secondsLeft: number };
  waitHint?: string;
  label: string;
  pendingLabel: string;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} onFocus={preloadSignInSchemas} noValidate {...props}>
      <fieldset disabled={pending} className={cn("grid gap-4", className)}>
        {children}
        <SignInAlert failure={failure} secondsLeft={secondsLeft} waitHint={waitHint} />
        <SubmitButton pending={pending} label={label} pendingLabel={pendingLabel} disabled={secondsLeft > 0} />
      </fieldset>
    </form>
  );
}
