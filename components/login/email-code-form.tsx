"use client";

import { useEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { toast } from "@/lib/client/browser/toast";
import { useAuth } from "@/lib/client/auth/auth-context";
import { FormField } from "@/components/ui/form-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { EmailField } from "./email-field";
import { SignInAlert } from "./sign-in-alert";
import { signInFailure, type SignInFailure } from "./sign-in-error";
import { emailCodeResolver, preloadSignInSchemas } from "./sign-in-resolvers";
import { useCountdown } from "./use-countdown";

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
  const router = useRouter();
  const [failure, setFailure] = useState<SignInFailure | null>(null);
  const [secondsLeft, startCountdown] = useCountdown();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: emailCodeResolver, defaultValues: { email: email ?? "", code: "" } });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await signInWithEmailCode(values.email, values.code);
      toast.success("Signed in", { description: "You have been logged in successfully." });
      router.replace("/");
    } catch (error) {
      const failed = signInFailure(error, "Failed to sign in");
      setFailure(failed);
      if (failed.retryAfterSeconds) startCountdown(failed.retryAfterSeconds);
    }
  });

  return (
    <form onSubmit={onSubmit} onFocus={preloadSignInSchemas} noValidate aria-labelledby="email-code-heading">
      <fieldset disabled={isSubmitting} className="grid gap-4 text-left">
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
        <SignInAlert failure={failure} secondsLeft={secondsLeft} waitHint="Or open the link in the email." />
        <SubmitButton
          pending={isSubmitting}
          label="Sign in with code"
          pendingLabel="Signing in..."
          disabled={secondsLeft > 0}
        />
      </fieldset>
    </form>
  );
}
