import type { ExternalToast, toast as sonnerToast } from "sonner";

type SonnerToast = typeof sonnerToast;
type Message = Parameters<SonnerToast["success"]>[0];
type Kind = "success" | "error" | "info";

let delivered: SonnerToast | undefined;
const waiting: ((toast: SonnerToast) => void)[] = [];
const raisedListeners = new Set<() => void>();

/**
 * sonner's `toast`, handed over by the deferred Toaster once sonner has loaded (sonner is about
 * 10 kB of compressed script, kept off the pages' first load). The toasts raised before then are
 * raised now; sonner shows them when the Toaster subscribes.
 */
export function deliverToasts(toast: SonnerToast): void {
  delivered = toast;
  for (const show of waiting.splice(0)) show(toast);
}

/** Calls `listener` whenever a toast is raised: a Toaster that has not mounted yet loads then. */
export function onToastRaised(listener: () => void): () => void {
  raisedListeners.add(listener);
  return () => raisedListeners.delete(listener);
}

function raise(kind: Kind) {
  return (message: Message, data?: ExternalToast): void => {
    if (delivered) delivered[kind](message, data);
    else waiting.push((toast) => toast[kind](message, data));
    for (const listener of raisedListeners) listener();
  };
}

/** sonner's `toast` for the three kinds the portal raises, usable before sonner has loaded. */
export const toast: Record<Kind, ReturnType<typeof raise>> = {
  success: raise("success"),
  error: raise("error"),
  info: raise("info"),
};
