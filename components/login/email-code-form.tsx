"use client";

import { useEffect, useRef } from "react";
import { useForm } from "react-hook-form";
import { useAuth } from "@/lib/client/auth/auth-context";
import { FormField } from "@/components/ui/form-field";
import { EmailField } from "./email-field";
import { SignInForm } from "./sign-in-form";
import { emailCodeResolver } from "./sign-in-resolvers";
import { useLandSignedIn, useSignInAttempt } from "./use-sign-in-attempt";

/**
 * "Enter the code from the email": signs in with the 6-digit code of a sign-in e-mail, for a link
 * that opens in another browser (a mail app's). `email` given: the address the link went to.
 * `focus`: the form replaced the control that had focus, so its heading takes it and is announced.
 */
export function EmailCodeForm({ email, focus = false }: { email?: string; focus?: boolean }) {
  const { signInWithEmailCode } = useAuth();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) headingRef.current?.focus();
  }, [focus]);
  const step = useSignInAttempt("Failed to sign in");
  const landSignedIn = useLandSignedIn();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: emailCodeResolver, defaultValues: { email: email ?? "", code: "" } });

  const onSubmit = handleSubmit(async ({ email: address, code }) => {
    if (await step.attempt(() => signInWithEmailCode(address, code))) landSignedIn();
  });

  return (
    <SignInForm
      onSubmit={onSubmit}
      pending={isSubmitting}
      step={step}
      waitHint="Or open the link in the email."
      label="Sign in with code"
      pendingLabel="Signing in..."
      className="text-left"
      aria-labelledby="email-code-heading"
    >
      <h2 ref={headingRef} tabIndex={-1} id="email-code-heading" className="text-base font-semibold">
        Enter the code from the email
      </h2>
      {email ? (
        <input type="hidden" {...register("email")} />
      ) : (
        <EmailField id="email-code-email" error={errors.email?.message} {...register("email")} />
      )}
      <FormField
        id="email-code"
        label="6-digit code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={9}
        placeholder="123456"
        className="[&_input]:font-mono [&_input]:text-lg [&_input]:tracking-[0.3em]"
        error={errors.code?.message}
        {...register("code")}
      />
    </SignInForm>
  );
}
