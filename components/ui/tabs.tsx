"use client";

import type { ComponentProps, FocusEvent, KeyboardEvent, PointerEvent } from "react";
import { Tabs as TabsPrimitive } from "radix-ui";
import { cn } from "@/lib/utils";

function Tabs({ className, ...props }: ComponentProps<typeof TabsPrimitive.Root>) {
  return <TabsPrimitive.Root data-slot="tabs" className={cn("flex flex-col gap-4", className)} {...props} />;
}

function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      data-slot="tabs-list"
      className={cn(
        "inline-flex h-10 w-fit items-center justify-center rounded-lg bg-muted p-1 text-muted-foreground",
        className,
      )}
      {...props}
    />
  );
}

/**
 * Radix focuses a tab itself on mouse-down, and the browser takes that script focus for a keyboard
 * one (`:focus-visible`), so a click or a tap drew the ring. The trigger marks a focus that came from
 * a pointer, and the ring is left off while it holds; a key press on the tab or leaving it clears it.
 */
function markPointerFocus(event: PointerEvent<HTMLButtonElement>) {
  event.currentTarget.dataset.pointerFocus = "";
}
function clearPointerFocus(event: FocusEvent<HTMLButtonElement> | KeyboardEvent<HTMLButtonElement>) {
  delete event.currentTarget.dataset.pointerFocus;
}

function TabsTrigger({
  className,
  onPointerDown,
  onKeyDown,
  onBlur,
  ...props
}: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(
        "inline-flex h-full flex-1 items-center justify-center gap-1.5",
        "rounded-md px-3 text-sm font-medium whitespace-nowrap",
        "transition-[color,background-color,box-shadow] outline-none",
        "hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring",
        "data-[pointer-focus]:focus-visible:ring-0",
        "disabled:pointer-events-none disabled:opacity-60",
        "data-[state=active]:bg-background data-[state=active]:text-foreground",
        "data-[state=active]:shadow-sm dark:data-[state=active]:bg-card",
        "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
        className,
      )}
      onPointerDown={(event) => {
        markPointerFocus(event);
        onPointerDown?.(event);
      }}
      onKeyDown={(event) => {
        clearPointerFocus(event);
        onKeyDown?.(event);
      }}
      onBlur={(event) => {
        clearPointerFocus(event);
        onBlur?.(event);
      }}
      {...props}
    />
  );
}

function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  // The panel is a tab stop (Radix, as the ARIA pattern has it), so it shows the focus ring like any control.
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      className={cn("flex-1 rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring", className)}
      {...props}
    />
  );
}

export { Tabs, TabsList, TabsTrigger, TabsContent };
