"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { useAuth } from "@/lib/client/auth/auth-context";
import { SubmitButton } from "@/components/ui/submit-button";
import { EmailField } from "./email-field";
import { SignInAlert } from "./sign-in-alert";
import { signInFailure, type SignInFailure } from "./sign-in-error";
import { magicLinkResolver, preloadSignInSchemas } from "./sign-in-resolvers";
import { useCountdown } from "./use-countdown";

/** The Magic Link tab's form; once the link is sent, the panel shows 'Check your email' instead. */
export function MagicLinkForm({ onSent }: { onSent: (email: string) => void }) {
  const { sendMagicLink } = useAuth();
  const [failure, setFailure] = useState<SignInFailure | null>(null);
  const [secondsLeft, startCountdown] = useCountdown();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: magicLinkResolver, defaultValues: { email: "" } });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await sendMagicLink(email);
      onSent(email);
    } catch (error) {
      const { message, retryAfterSeconds } = signInFailure(error, "Please try again.");
      setFailure({ message: `Failed to send login link. ${message}`, retryAfterSeconds });
      if (retryAfterSeconds) startCountdown(retryAfterSeconds);
    }
  });

  return (
    <form onSubmit={onSubmit} onFocus={preloadSignInSchemas} noValidate>
      <fieldset disabled={isSubmitting} className="grid gap-4">
        <EmailField id="magic-link-email" error={errors.email?.message} {...register("email")} />
        <SignInAlert failure={failure} secondsLeft={secondsLeft} />
        <SubmitButton
          pending={isSubmitting}
          label="Send magic link"
          pendingLabel="Sending magic link..."
          disabled={secondsLeft > 0}
        />
      </fieldset>
    </form>
  );
}
