import { FolderOpenIcon, MailIcon } from "lucide-react";
import { ButtonLinks, type ButtonLink } from "@/components/shared/button-links";
import { DashboardStats } from "./dashboard-stats";
import { DashboardTitle } from "./dashboard-title";
import { QuickActionsCard } from "./quick-actions-card";
import { QuickAssetsCard } from "./quick-assets-card";
import { RecentTemplatesCard } from "./recent-templates-card";

const SHORTCUTS: ButtonLink[] = [
  { href: "/communications", icon: MailIcon, label: "Email Templates" },
  { href: "/assets", icon: FolderOpenIcon, label: "Share Assets" },
];

/**
 * The dashboard at / (docs/screens.md#dashboard), rendered on the server: title, tagline, stat cards,
 * recent templates, quick assets and actions. The title (the brand's), the cards' figures, the
 * templates (kept in the browser) and the assets are client islands; the rest is static.
 */
export function Dashboard() {
  return (
    <section className="grid gap-6" aria-labelledby="dashboard-title">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <DashboardTitle />
          <p className="text-muted-foreground">Rent - Play - Fundraise</p>
        </div>
        <ButtonLinks links={SHORTCUTS} />
      </header>
      <DashboardStats />
      <div className="grid gap-6 lg:grid-cols-2">
        <RecentTemplatesCard />
        <QuickAssetsCard />
      </div>
      <QuickActionsCard />
    </section>
  );
}
