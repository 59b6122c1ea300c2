"use client";

import { useForm } from "react-hook-form";
import { useAuth } from "@/lib/client/auth/auth-context";
import { EmailField } from "./email-field";
import { SignInForm } from "./sign-in-form";
import { magicLinkResolver } from "./sign-in-resolvers";
import { useSignInAttempt } from "./use-sign-in-attempt";

/** The Magic Link tab's form; once the link is sent, the panel shows 'Check your email' instead. */
export function MagicLinkForm({ onSent }: { onSent: (email: string) => void }) {
  const { sendMagicLink } = useAuth();
  const step = useSignInAttempt("Please try again.", "Failed to send login link.");
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: magicLinkResolver, defaultValues: { email: "" } });

  const onSubmit = handleSubmit(async ({ email }) => {
    if (await step.attempt(() => sendMagicLink(email))) onSent(email);
  });

  return (
    <SignInForm
      onSubmit={onSubmit}
      pending={isSubmitting}
      step={step}
      label="Send magic link"
      pendingLabel="Sending magic link..."
    >
      <EmailField id="magic-link-email" error={errors.email?.message} {...register("email")} />
    </SignInForm>
  );
}
