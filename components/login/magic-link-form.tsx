"use client";

import { useForm } from "react-hook-form";
import { toast } from "@/lib/client/toast";
import { useAuth } from "@/lib/client/auth/auth-context";
import { SubmitButton } from "@/components/ui/submit-button";
import { EmailField } from "./email-field";
import { magicLinkResolver, preloadSignInSchemas } from "./sign-in-resolvers";

export function MagicLinkForm({ onSent }: { onSent: (email: string) => void }) {
  const { sendMagicLink } = useAuth();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: magicLinkResolver, defaultValues: { email: "" } });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await sendMagicLink(email);
      toast.success("Check your email", {
        description: "We sent you a login link. Be sure to check your spam folder.",
      });
      onSent(email);
    } catch (error) {
      toast.error("Failed to send login link", { description: error instanceof Error ? error.message : String(error) });
    }
  });

  return (
    <form onSubmit={onSubmit} onFocus={preloadSignInSchemas} noValidate>
      <fieldset disabled={isSubmitting} className="grid gap-4">
        <EmailField id="magic-link-email" error={errors.email?.message} {...register("email")} />
        <SubmitButton pending={isSubmitting} label="Send magic link" pendingLabel="Sending magic link..." />
      </fieldset>
    </form>
  );
}
