"use client";

import { useEffect, useState, type ReactNode } from "react";
import dynamic from "next/dynamic";
import { QueryClientProvider } from "@tanstack/react-query";
import { ThemeProvider } from "next-themes";
import { AuthProvider } from "@/lib/client/auth/auth-context";
import type { SignedIn } from "@/lib/client/api/auth-queries";
import { OutageNotice } from "@/components/layout/outage-notice";
import { makeQueryClient } from "@/lib/client/data/query-client";

const NoToaster = () => null;

/**
 * sonner's Toaster, off every page's first load (sonner is about 9 kB of compressed script): its
 * chunk loads once the page has hydrated. If it fails to load, the page goes on without toasts.
 */
const Toaster = dynamic(
  () =>
    import("@/components/ui/sonner").then(
      (module) => module.Toaster,
      () => NoToaster,
    ),
  { ssr: false },
);

/** Unhandled errors and rejections are only logged. */
function useUnhandledErrorLogging(): void {
  useEffect(() => {
    const onError = (event: ErrorEvent) => console.error("Unhandled error", event.error ?? event.message);
    const onRejection = (event: PromiseRejectionEvent) => console.error("Unhandled rejection", event.reason);
    window.addEventListener("error", onError);
    window.addEventListener("unhandledrejection", onRejection);
    return () => {
      window.removeEventListener("error", onError);
      window.removeEventListener("unhandledrejection", onRejection);
    };
  }, []);
}

/** The toasts' distance from the screen's edges: above the phone's bottom bar below 768 px (globals.css). */
const TOAST_OFFSET = { bottom: "var(--toast-offset-bottom)", right: "16px", left: "16px" };

/**
 * `nonce`: the page's Content-Security-Policy nonce, for next-themes' inline script; `signedIn`: the
 * session the request gate verified for this page, if any.
 */

export function Providers({
  children,
  nonce,
  signedIn,
}: {
  children: ReactNode;
  nonce: string | undefined;
  signedIn: SignedIn | undefined;
}) {
  const [queryClient] = useState(makeQueryClient);
  useUnhandledErrorLogging();
  return (
    <ThemeProvider attribute="class" defaultTheme="dark" enableSystem={false} disableTransitionOnChange nonce={nonce}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider signedIn={signedIn}>
          {children}
          <OutageNotice />
          {/* One visible notification, 5 s, F8 focuses the list. */}
          {/* Bottom right, clear of page titles and the top bar; above the phone's bottom bar (globals.css). */}
          {/* dir given: sonner would otherwise read the computed style of <html>, a full style pass. */}
          <Toaster
            dir="ltr"
            position="bottom-right"
            offset={TOAST_OFFSET}
            mobileOffset={TOAST_OFFSET}
            visibleToasts={1}
            duration={5000}
            hotkey={["F8"]}
            richColors
            closeButton
          />
        </AuthProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
