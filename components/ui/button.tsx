import type { ComponentProps } from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import { cn } from "@/lib/utils";

const buttonVariants = cva(
  [
    "inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap",
    "rounded-md text-sm font-medium",
    "transition-[color,background-color,border-color,box-shadow] outline-none",
    "focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:ring-offset-2",
    "focus-visible:ring-offset-background focus-visible:border-ring",
    "disabled:pointer-events-none disabled:opacity-60",
    "aria-disabled:cursor-not-allowed aria-disabled:opacity-60",
    "aria-invalid:border-destructive [&_svg]:pointer-events-none [&_svg]:shrink-0",
    "[&_svg:not([class*='size-'])]:size-4",
  ],
  {
    variants: {
      variant: {
        default: "bg-primary text-primary-foreground shadow-xs hover:bg-[color-mix(in_oklab,var(--primary)_85%,black)]",
        destructive: [
          "bg-destructive text-destructive-foreground shadow-xs",
          "hover:bg-[color-mix(in_oklab,var(--destructive)_90%,black)]",
        ],
        outline: [
          "border border-input bg-background shadow-xs hover:bg-accent",
          "hover:text-accent-foreground dark:bg-input/20 dark:hover:bg-input/40",
        ],
        secondary: "bg-secondary text-secondary-foreground shadow-xs hover:bg-secondary/80",
        ghost: "hover:bg-accent hover:text-accent-foreground",
        link: "text-primary underline-offset-4 hover:underline dark:text-foreground",
      },
      size: {
        default: "h-9 px-4 py-2 has-[>svg]:px-3",
        sm: "h-8 gap-1.5 rounded-md px-3 has-[>svg]:px-2.5",
        lg: "h-10 rounded-md px-6 has-[>svg]:px-4",
        // 44 px where the pointer is a finger: the smallest target a phone's user can hit reliably.
        icon: "size-9 pointer-coarse:size-11",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

type ButtonProps = ComponentProps<"button"> & VariantProps<typeof buttonVariants> & { asChild?: boolean };

function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : "button";
  return <Comp data-slot="button" className={cn(buttonVariants({ variant, size, className }))} {...props} />;
}

export { Button, buttonVariants };
