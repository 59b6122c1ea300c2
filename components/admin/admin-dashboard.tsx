"use client";

import { useEffect, useRef } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import dynamic from "next/dynamic";
import { LoadingState } from "@/components/layout/loading-state";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";

/** Each tab's code loads when it is first opened, so /admin's first load carries only the open one. */
const loading = () => <LoadingState />;
const AnalyticsTab = dynamic(() => import("./analytics/analytics-tab").then((m) => m.AnalyticsTab), { loading });
const ContentTab = dynamic(() => import("./content/content-tab").then((m) => m.ContentTab), { loading });
const UsersTab = dynamic(() => import("./users/users-tab").then((m) => m.UsersTab), { loading });
const AssetsTab = dynamic(() => import("./library/assets-tab").then((m) => m.AssetsTab), { loading });
const ResourcesTab = dynamic(() => import("./library/resources-tab").then((m) => m.ResourcesTab), { loading });
const LinksTab = dynamic(() => import("./links/links-tab").then((m) => m.LinksTab), { loading });
const CalendarTab = dynamic(() => import("./calendar/calendar-tab").then((m) => m.CalendarTab), { loading });
const IntegrationsTab = dynamic(() => import("./integrations/integrations-tab").then((m) => m.IntegrationsTab), {
  loading,
});
const AssignmentsTab = dynamic(() => import("./assignments/assignments-tab").then((m) => m.AssignmentsTab), {
  loading,
});
const BrandsTab = dynamic(() => import("./brands/brands-tab").then((m) => m.BrandsTab), { loading });

/**
 * The tabs (docs/screens.md#admin-area): the SPEC's seven, analytics first and default, with Content after
 * Analytics, then Brands and Integrations (docs/webhooks.md). Only the open tab is mounted, so only its queries run.
 */
const TABS = [
  { value: "analytics", label: "Analytics", Content: AnalyticsTab },
  { value: "content", label: "Content", Content: ContentTab },
  { value: "users", label: "Users", Content: UsersTab },
  { value: "assets", label: "Assets", Content: AssetsTab },
  { value: "resources", label: "Resources", Content: ResourcesTab },
  { value: "links", label: "Links", Content: LinksTab },
  { value: "calendar", label: "Calendar", Content: CalendarTab },
  { value: "assignments", label: "Assignments", Content: AssignmentsTab },
  { value: "brands", label: "Brands", Content: BrandsTab },
  { value: "integrations", label: "Integrations", Content: IntegrationsTab },
] as const;

type TabValue = (typeof TABS)[number]["value"];
const isTab = (value: string | null): value is TabValue => TABS.some((tab) => tab.value === value);

/** /admin: the open tab is kept in the address (?tab=users) so a reload or a shared link reopens it. */
export function AdminDashboard() {
  const searchParams = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const requested = searchParams.get("tab");
  const current: TabValue = isTab(requested) ? requested : "analytics";
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
    <div className="space-y-6">
      <header className="space-y-1">
        <h1 className="text-3xl font-bold tracking-tight">Admin Dashboard</h1>
        <p className="text-muted-foreground">Manage users, assets, resources, tracked links and calendar events.</p>
      </header>
      <Tabs value={current} onValueChange={openTab}>
        {/* One row; on a narrow screen it scrolls sideways rather than wrapping into uneven rows. The scroll
            padding keeps a tab scrolled into view whole, not cut by a fraction of a pixel at the edge. */}
        <TabsList
          ref={stripRef}
          aria-label="Admin sections"
          className="h-auto w-full scroll-px-1 justify-start overflow-x-auto [scrollbar-width:thin] md:w-fit"
        >
          {TABS.map(({ value, label }) => (
            <TabsTrigger key={value} value={value} className="h-8 flex-none">
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map(({ value, Content }) => (
          <TabsContent key={value} value={value}>
            <Content />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
