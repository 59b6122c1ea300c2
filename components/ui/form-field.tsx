import type { ComponentProps } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";

/** The validation message under a form field; give it the id the field's aria-describedby names. */
function FieldError({ className, children, ...props }: ComponentProps<"p">) {
  if (!children) return null;
  return (
    <p data-slot="field-error" className={cn("text-sm font-medium text-destructive", className)} {...props}>
      {children}
    </p>
  );
}

/** A hint under a field, muted; once `invalid` (after a submit was tried) it reads as an error. */
function FieldHint({ invalid = false, className, ...props }: ComponentProps<"p"> & { invalid?: boolean }) {
  return (
    <p
      data-slot="field-hint"
      className={cn("text-sm", invalid ? "font-medium text-destructive" : "text-muted-foreground", className)}
      {...props}
    />
  );
}

type FormFieldProps = ComponentProps<typeof Input> & { id: string; label: string; error?: string };

/** A labeled input with its validation message, wired for screen readers. */
function FormField({ id, label, error, className, ...props }: FormFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div data-slot="form-field" className={cn("grid gap-2", className)}>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...props}
      />
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}

export { FormField, FieldError, FieldHint };
