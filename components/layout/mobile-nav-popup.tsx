"use client";

import { useState } from "react";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import type { PopupProps } from "./lazy-popup";
import { SidebarNav } from "./sidebar-nav";

/** The navigation drawer itself, loaded on its first use; following a link closes it. */
export function MobileNavPopup({ trigger, defaultOpen }: PopupProps) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>{trigger}</SheetTrigger>
      <SheetContent>
        <SheetHeader>
          <SheetTitle>Sales Rep Portal</SheetTitle>
          <SheetDescription>Go to a section of the portal.</SheetDescription>
        </SheetHeader>
        <SidebarNav onNavigate={() => setOpen(false)} />
      </SheetContent>
    </Sheet>
  );
}
