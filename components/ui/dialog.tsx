"use client";

import type { ComponentProps } from "react";
import { XIcon } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { cn } from "@/lib/utils";

function Dialog(props: ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root data-slot="dialog" {...props} />;
}

function DialogTrigger(props: ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />;
}

function DialogClose(props: ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />;
}

/** The dimmed page behind a dialog (also the alert dialog's). */
const dialogOverlayClassName = cn(
  "fixed inset-0 z-50 bg-black/60 data-[state=open]:animate-in",
  "data-[state=open]:fade-in-0 data-[state=closed]:animate-out",
  "data-[state=closed]:fade-out-0",
);

/**
 * The dialog box (also the alert dialog's): never taller than the screen; a longer content scrolls
 * inside it, under a footer (DialogFooter) that stays at its bottom edge.
 */
const dialogContentClassName = cn(
  "fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)]",
  "max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto",
  "overscroll-contain rounded-xl border bg-background p-6 shadow-lg duration-200",
  "data-[state=open]:animate-in data-[state=open]:fade-in-0",
  "data-[state=open]:zoom-in-95 data-[state=closed]:animate-out",
  "data-[state=closed]:fade-out-0 data-[state=closed]:zoom-out-95",
);

function DialogOverlay({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay data-slot="dialog-overlay" className={cn(dialogOverlayClassName, className)} {...props} />
  );
}

function DialogContent({ className, children, ...props }: ComponentProps<typeof DialogPrimitive.Content>) {
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content data-slot="dialog-content" className={cn(dialogContentClassName, className)} {...props}>
        {children}
        <DialogPrimitive.Close
          className={cn(
            "absolute top-4 right-4 rounded-sm opacity-70 transition-opacity",
            "outline-none hover:opacity-100 focus-visible:opacity-100",
            "focus-visible:ring-[3px] focus-visible:ring-ring [&_svg]:size-4",
          )}
        >
          <XIcon aria-hidden="true" />
          <span className="sr-only">Close</span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

function DialogHeader({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="dialog-header"
      className={cn("flex flex-col gap-2 text-center sm:text-left", className)}
      {...props}
    />
  );
}

/**
 * The buttons, stuck to the dialog's bottom edge while the rest scrolls. Keep it the last element of
 * the dialog or of its form: the negative margins take it over the dialog's padding to the edges.
 */
function DialogFooter({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn(
        "sticky -bottom-6 z-10 -mx-6 -mb-6 flex flex-col-reverse gap-2",
        "border-t bg-background px-6 py-4 sm:flex-row sm:justify-end",
        className,
      )}
      {...props}
    />
  );
}

function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn("text-lg leading-none font-semibold", className)}
      {...props}
    />
  );
}

function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn("text-sm text-muted-foreground", className)}
      {...props}
    />
  );
}

export {
  Dialog,
  DialogTrigger,
  DialogClose,
  DialogContent,
  DialogHeader,
  DialogFooter,
  DialogTitle,
  DialogDescription,
  dialogOverlayClassName,
  dialogContentClassName,
};
