"use client";

import { useForm } from "react-hook-form";
import { useAuth } from "@/lib/client/auth/auth-context";
import { FormField } from "@/components/ui/form-field";
import { EmailField } from "./email-field";
import { SignInForm } from "./sign-in-form";
import { passwordLoginResolver } from "./sign-in-resolvers";
import { useLandSignedIn, useSignInAttempt } from "./use-sign-in-attempt";

export function PasswordLoginForm() {
  const { signInWithPassword } = useAuth();
  const step = useSignInAttempt("Failed to sign in");
  const landSignedIn = useLandSignedIn();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: passwordLoginResolver, defaultValues: { email: "", password: "" } });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    if (await step.attempt(() => signInWithPassword(email, password))) landSignedIn();
  });

  return (
    <SignInForm
      onSubmit={onSubmit}
      pending={isSubmitting}
      step={step}
      waitHint="Or sign in with a magic link."
      label="Sign in"
      pendingLabel="Signing in..."
    >
      <EmailField id="password-login-email" error={errors.email?.message} {...register("email")} />
      <FormField
        id="password-login-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register("password")}
      />
    </SignInForm>
  );
}
