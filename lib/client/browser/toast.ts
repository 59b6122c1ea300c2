import type { ExternalToast, toast as sonnerToast } from "sonner";

type Message = Parameters<typeof sonnerToast.success>[0];
type Kind = "success" | "error" | "info";

/**
 * Raises a toast through sonner loaded on demand (about 9 kB of compressed script, kept off the
 * pages' first load; the Toaster's chunk loads it too). sonner's Toaster shows the toasts raised
 * before it mounted.
 */
function raise(kind: Kind) {
  return (message: Message, data?: ExternalToast): void => {
    import("sonner").then(
      (sonner) => sonner.toast[kind](message, data),
      (error: unknown) => console.error("Loading sonner to show a toast failed", error),
    );
  };
}

/** sonner's `toast` for the three kinds the portal raises. */
export const toast: Record<Kind, ReturnType<typeof raise>> = {
  success: raise("success"),
  error: raise("error"),
  info: raise("info"),
};
