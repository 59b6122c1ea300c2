import { HydrationBoundary } from "@tanstack/react-query";
import type { ReactNode } from "react";
import Link from "next/link";
import { ArrowLeftIcon } from "lucide-react";
import { BrandProvider } from "@/lib/client/brand/brand-context";
import { firstBrandState } from "@/lib/server/first-screen/first-brand";
import { bellQueries } from "@/lib/server/first-screen/bell";
import { NavIcon } from "@/components/layout/nav-icon";
import { RequireAuth } from "@/components/layout/require-auth";
import { TopBar } from "@/components/layout/top-bar";
import { Button } from "@/components/ui/button";

/**
 * The admin area (docs/rules.md#roles-and-permissions): only admins get here (the request gate and RequireAuth send
 * others to /).
 */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const [first, queries] = await Promise.all([firstBrandState(), bellQueries()]);
  return (
    <RequireAuth adminOnly>
      <BrandProvider first={first}>
        <HydrationBoundary state={queries}>
          <TopBar />
          <main className="min-h-dvh pt-16">
            <div className="mx-auto w-full max-w-7xl space-y-6 px-4 py-6 sm:px-6 lg:px-8">
              <Button asChild variant="ghost" size="sm" className="-ml-2 text-muted-foreground hover:text-foreground">
                <Link href="/">
                  <NavIcon className="size-4">
                    <ArrowLeftIcon aria-hidden="true" />
                  </NavIcon>
                  Back to Portal
                </Link>
              </Button>
              {children}
            </div>
          </main>
        </HydrationBoundary>
      </BrandProvider>
    </RequireAuth>
  );
}
