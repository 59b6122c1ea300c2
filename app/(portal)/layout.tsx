import { HydrationBoundary } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { BrandProvider } from "@/lib/client/brand/brand-context";
import { firstBrandState } from "@/lib/server/first-screen/first-brand";
import { bellQueries } from "@/lib/server/first-screen/bell";
import { BrandSwitcher } from "@/components/layout/brand-switcher";
import { MobileBottomBar, MobileNavDrawer } from "@/components/layout/mobile-nav";
import { RequireAuth } from "@/components/layout/require-auth";
import { Sidebar } from "@/components/layout/sidebar";
import { SiteFooter } from "@/components/layout/site-footer";
import { TopBar } from "@/components/layout/top-bar";

/**
 * The shared signed-in layout (docs/screens.md#shared-layout): fixed top bar with the brand switcher, sidebar from
 * 768px, drawer and bottom bar below it, footer. The padding keeps content clear of the fixed bars.
 */
export default async function PortalLayout({ children }: { children: ReactNode }) {
  const [first, queries] = await Promise.all([firstBrandState(), bellQueries()]);
  return (
    <RequireAuth>
      <BrandProvider first={first}>
        <HydrationBoundary state={queries}>
          <TopBar navigation={<MobileNavDrawer />}>
            <BrandSwitcher />
          </TopBar>
          <Sidebar />
          <div className="flex min-h-dvh flex-col pt-16 pb-16 md:pb-0 md:pl-64">
            <main className="flex-1">
              <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">{children}</div>
            </main>
            <SiteFooter />
          </div>
          <MobileBottomBar />
        </HydrationBoundary>
      </BrandProvider>
    </RequireAuth>
  );
}
