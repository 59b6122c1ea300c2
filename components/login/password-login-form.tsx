"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { toast } from "@/lib/client/browser/toast";
import { useAuth } from "@/lib/client/auth/auth-context";
import { FormField } from "@/components/ui/form-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { EmailField } from "./email-field";
import { SignInAlert } from "./sign-in-alert";
import { signInFailure, type SignInFailure } from "./sign-in-error";
import { passwordLoginResolver, preloadSignInSchemas } from "./sign-in-resolvers";
import { useCountdown } from "./use-countdown";

export function PasswordLoginForm() {
  const { signInWithPassword } = useAuth();
  const router = useRouter();
  const [failure, setFailure] = useState<SignInFailure | null>(null);
  const [secondsLeft, startCountdown] = useCountdown();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: passwordLoginResolver, defaultValues: { email: "", password: "" } });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setFailure(null);
    try {
      await signInWithPassword(email, password);
      toast.success("Signed in", { description: "You have been logged in successfully." });
      router.replace("/");
    } catch (error) {
      const failed = signInFailure(error, "Failed to sign in");
      setFailure(failed);
      if (failed.retryAfterSeconds) startCountdown(failed.retryAfterSeconds);
    }
  });

  return (
    <form onSubmit={onSubmit} onFocus={preloadSignInSchemas} noValidate>
      <fieldset disabled={isSubmitting} className="grid gap-4">
        <EmailField id="password-login-email" error={errors.email?.message} {...register("email")} />
        <FormField
          id="password-login-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register("password")}
        />
        <SignInAlert failure={failure} secondsLeft={secondsLeft} waitHint="Or sign in with a magic link." />
        <SubmitButton pending={isSubmitting} label="Sign in" pendingLabel="Signing in..." disabled={secondsLeft > 0} />
      </fieldset>
    </form>
  );
}
