"use client";

import { useRef, type FocusEvent, type ReactNode } from "react";
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import type { PopupProps } from "./lazy-popup";

/**
 * A menu content's `onFocus` for its first opening: after a key, its first item gets the focus, as when
 * Radix handles the key itself (it cannot here: the key was pressed before its menu existed).
 */
function useFirstItemFocus(openedWithKeyboard: boolean): (event: FocusEvent<HTMLElement>) => void {
  const pending = useRef(openedWithKeyboard);
  return (event) => {
    if (!pending.current || event.target !== event.currentTarget) return;
    pending.current = false;
    event.currentTarget.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  };
}

interface PopupMenuProps extends PopupProps {
  /** Which edge of the trigger the menu lines up with. */
  align: "start" | "end";
  children: ReactNode;
}

/** A lazily loaded menu of the top bar (see lazyPopup) around its items, opened on the trigger's first use. */
export function PopupMenu({ trigger, defaultOpen, openedWithKeyboard, align, children }: PopupMenuProps) {
  const focusFirstItem = useFirstItemFocus(openedWithKeyboard);
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent onFocus={focusFirstItem} align={align} className="w-64">
        {children}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
