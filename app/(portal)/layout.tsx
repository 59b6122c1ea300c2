import type { ReactNode } from "react";
import { RequireAuth } from "@/components/layout/require-auth";
import { TopBar } from "@/components/layout/top-bar";

export default function PortalLayout({ children }: { children: ReactNode }) {
  return (
    <RequireAuth>
      <TopBar />
      <main className="min-h-dvh pt-16">
        <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">{children}</div>
      </main>
    </RequireAuth>
  );
}
