"use client";

import type { ComponentProps } from "react";
import { CheckIcon } from "lucide-react";
import { Checkbox as CheckboxPrimitive } from "radix-ui";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";

/** A checkbox (role="checkbox"); label it with a <Label htmlFor> or aria-label. */
function Checkbox({ className, ...props }: ComponentProps<typeof CheckboxPrimitive.Root>) {
  return (
    <CheckboxPrimitive.Root
      data-slot="checkbox"
      className={cn(
        "peer size-4 shrink-0 rounded-[4px] border border-muted-foreground/70",
        "bg-background shadow-xs transition-shadow outline-none dark:bg-input/20",
        "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring",
        "data-[state=checked]:border-primary data-[state=checked]:bg-primary",
        "data-[state=checked]:text-primary-foreground",
        "aria-invalid:border-destructive disabled:cursor-not-allowed disabled:opacity-60",
        className,
      )}
      {...props}
    >
      <CheckboxPrimitive.Indicator
        data-slot="checkbox-indicator"
        className="flex items-center justify-center text-current"
      >
        <CheckIcon aria-hidden="true" className="size-3.5" />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}

type CheckboxFieldProps = Omit<ComponentProps<typeof CheckboxPrimitive.Root>, "id" | "onCheckedChange"> & {
  id: string;
  label: string;
  onCheckedChange: (checked: boolean) => void;
};

/** A checkbox with its label beside it; the whole label toggles it. */
function CheckboxField({ id, label, className, onCheckedChange, ...props }: CheckboxFieldProps) {
  return (
    <div data-slot="checkbox-field" className={cn("flex items-center gap-2", className)}>
      <Checkbox id={id} onCheckedChange={(checked) => onCheckedChange(checked === true)} {...props} />
      <Label htmlFor={id} className="font-normal">
        {label}
      </Label>
    </div>
  );
}

export { Checkbox, CheckboxField };
