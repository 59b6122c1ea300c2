"use client";

import { Suspense, useEffect, useRef, type ComponentType, type ReactNode } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import dynamic from "next/dynamic";
import { LoadingState } from "@/components/layout/loading-state";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { ADMIN_TABS, type AdminTab } from "./admin-tab-names";

/** Each tab's code loads when it is first opened, so /admin's first load carries only the open one. */
const loading = () => <LoadingState />;
const AssetsTab = dynamic(() => import("./library/assets-tab").then((m) => m.AssetsTab), { loading });
const ResourcesTab = dynamic(() => import("./library/resources-tab").then((m) => m.ResourcesTab), { loading });
const LinksTab = dynamic(() => import("./links/links-tab").then((m) => m.LinksTab), { loading });
const CalendarTab = dynamic(() => import("./calendar/calendar-tab").then((m) => m.CalendarTab), { loading });
const AssignmentsTab = dynamic(() => import("./assignments/assignments-tab").then((m) => m.AssignmentsTab), {
  loading,
});
const ContentTab = dynamic(() => import("./content/content-tab").then((m) => m.ContentTab), { loading });
const BrandsTab = dynamic(() => import("./brands/brands-tab").then((m) => m.BrandsTab), { loading });
const IntegrationsTab = dynamic(() => import("./integrations/integrations-tab").then((m) => m.IntegrationsTab), {
  loading,
});

/** The tabs the browser renders; Analytics and Users are rendered on the server and handed in. */
const CLIENT_TABS: Record<Exclude<AdminTab, "analytics" | "users">, ComponentType> = {
  assets: AssetsTab,
  resources: ResourcesTab,
  links: LinksTab,
  calendar: CalendarTab,
  assignments: AssignmentsTab,
  content: ContentTab,
  brands: BrandsTab,
  integrations: IntegrationsTab,
};

/**
 * /admin: the open tab is kept in the address (?tab=users) so a reload or a shared link reopens it;
 * only the open tab is mounted, so only its data is read. `rendered` is the open tab as the server
 * rendered it, for Analytics and Users.
 */
export function AdminDashboard({ current, rendered }: { current: AdminTab; rendered: ReactNode }) {
  const searchParams = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const stripRef = useRef<HTMLDivElement>(null);

  // A tab opened from the address (?tab=assignments) may start out of the scrolled strip's view.
  useEffect(() => {
    stripRef.current?.querySelector('[data-state="active"]')?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [current]);

  function openTab(value: string) {
    const params = new URLSearchParams(searchParams);
    if (value === "analytics") params.delete("tab");
    else params.set("tab", value);
    router.replace(params.size ? `${pathname}?${params}` : pathname, { scroll: false });
  }

  return (
    <Tabs value={current} onValueChange={openTab}>
      {/* One row; on a narrow screen it scrolls sideways rather than wrapping into uneven rows. The scroll
          padding keeps a tab scrolled into view whole, not cut by a fraction of a pixel at the edge. */}
      <TabsList
        ref={stripRef}
        aria-label="Admin sections"
        className="h-auto w-full scroll-px-1 justify-start overflow-x-auto [scrollbar-width:thin] md:w-fit"
      >
        {ADMIN_TABS.map(({ value, label }) => (
          <TabsTrigger key={value} value={value} className="h-8 flex-none">
            {label}
          </TabsTrigger>
        ))}
      </TabsList>
      {ADMIN_TABS.map(({ value }) => {
        const Content = value === "analytics" || value === "users" ? undefined : CLIENT_TABS[value];
        return (
          <TabsContent key={value} value={value}>
            {/* A server-rendered tab that suspends (its islands' code on the way) shows its own
                fallback: the page's boundary would hide the strip too, and the clicked tab lose focus. */}
            {Content ? <Content /> : value === current && <Suspense fallback={loading()}>{rendered}</Suspense>}
          </TabsContent>
        );
      })}
    </Tabs>
  );
}
