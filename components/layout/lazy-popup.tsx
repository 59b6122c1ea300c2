"use client";

import {
  lazy,
  Suspense,
  useState,
  useTransition,
  type ComponentType,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
} from "react";
import { Slot } from "radix-ui";

/** What a lazily loaded popup gets besides its own props. */
export interface PopupProps {
  /** The trigger button, for the popup to wrap in its own trigger. */
  trigger: ReactElement;
  /** The popup loads on the trigger's first use, so it starts open. */
  defaultOpen: boolean;
  /** Whether that first use was a key (Enter, Space, ArrowDown) rather than a click. */
  openedWithKeyboard: boolean;
}

type LazyPopupProps<P extends PopupProps> = Omit<P, "defaultOpen" | "openedWithKeyboard">;

/**
 * A menu or dialog of the shared layout whose code loads on first use instead of with every page.
 * Until then its trigger is the same button without the popup (announced as opening a menu or dialog);
 * pointing at or focusing it starts the download, and the first click (Enter, Space, or ArrowDown for a
 * menu) shows the popup, opened, in its place. The button stays on screen and focused while the code loads.
 */
export function lazyPopup<P extends PopupProps>(load: () => Promise<ComponentType<P>>, kind: "menu" | "dialog") {
  let loading: Promise<ComponentType<P>> | undefined;
  const loadOnce = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const preload = () => {
    loadOnce().catch((error: unknown) => console.error("Loading a popup failed", error));
  };
  const Popup = lazy(async () => ({ default: await loadOnce() }));

  function LazyPopup(props: LazyPopupProps<P>) {
    const [openedBy, setOpenedBy] = useState<"keyboard" | "pointer" | null>(null);
    const [, startTransition] = useTransition();
    const open = (by: "keyboard" | "pointer") => startTransition(() => setOpenedBy(by));
    // A click from Enter or Space has no pointer presses (detail 0).
    const onClick = (event: MouseEvent) => open(event.detail === 0 ? "keyboard" : "pointer");
    const onKeyDown = (event: KeyboardEvent) => {
      if (kind !== "menu" || event.key !== "ArrowDown") return;
      event.preventDefault();
      open("keyboard");
    };
    // The boundary stays mounted, so the transition keeps the plain button on screen until the popup is ready.
    return (
      <Suspense fallback={props.trigger}>
        {openedBy ? (
          <Popup {...(props as P)} defaultOpen openedWithKeyboard={openedBy === "keyboard"} />
        ) : (
          <Slot.Root
            aria-haspopup={kind}
            aria-expanded={false}
            onPointerEnter={preload}
            onFocus={preload}
            onClick={onClick}
            onKeyDown={onKeyDown}
          >
            {props.trigger}
          </Slot.Root>
        )}
      </Suspense>
    );
  }
  return LazyPopup;
}
