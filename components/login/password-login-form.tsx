"use client";

import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { toast } from "@/lib/client/toast";
import { useAuth } from "@/lib/client/auth/auth-context";
import { FormField } from "@/components/ui/form-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { EmailField } from "./email-field";
import { passwordLoginResolver, preloadSignInSchemas } from "./sign-in-resolvers";
import { signInErrorMessage } from "./sign-in-error";

export function PasswordLoginForm() {
  const { signInWithPassword } = useAuth();
  const router = useRouter();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: passwordLoginResolver, defaultValues: { email: "", password: "" } });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    try {
      await signInWithPassword(email, password);
      toast.success("Success", { description: "You have been logged in successfully." });
      router.replace("/");
    } catch (error) {
      toast.error("Error", { description: signInErrorMessage(error) });
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
        <SubmitButton pending={isSubmitting} label="Sign in" pendingLabel="Signing in..." />
      </fieldset>
    </form>
  );
}
