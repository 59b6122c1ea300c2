import type { ComponentProps } from "react";
import { FormField } from "@/components/ui/form-field";

/** The sign-in forms' e-mail field; the rest (id, error, the form's register props) comes from the form. */
export function EmailField(props: Omit<ComponentProps<typeof FormField>, "label">) {
  return <FormField label="Email" type="email" autoComplete="email" placeholder="you@example.com" {...props} />;
}
