"use client";

import Link from "next/link";
import { CopyIcon, FileTextIcon } from "lucide-react";
import { useBrand } from "@/lib/client/brand/brand-context";
import { useSignedIn } from "@/components/shared/use-signed-in";
import { copyEmailText } from "@/components/templates/email-export";
import { useStoredTemplates } from "@/components/templates/use-stored-templates";
import { Button } from "@/components/ui/button";
import { RegionCard } from "@/components/shared/region-card";
import { CardContent } from "@/components/ui/card";
import { formatDate } from "@/lib/client/format/format";
import { DashboardEmpty } from "./dashboard-empty";

const SHOWN = 5;

/** The 5 most recently updated templates, each with its date and a copy button. */
export function RecentTemplatesCard() {
  const templates = useStoredTemplates();
  const userId = useSignedIn()?.user.id;
  const brandCode = useBrand().currentBrand?.code;
  const shown = templates.slice(0, SHOWN);
  return (
    <RegionCard titleId="recent-templates-title" title="Recent Email Templates" className="min-w-0">
      <CardContent className="grid gap-3">
        {shown.length === 0 ? (
          <DashboardEmpty icon={FileTextIcon} title="No templates created yet">
            <Link href="/communications" className="text-sm font-medium underline underline-offset-4">
              Create your first template
            </Link>
          </DashboardEmpty>
        ) : (
          <ul className="grid gap-2">
            {shown.map((template) => (
              <li key={template.id} className="flex items-center justify-between gap-3 rounded-lg border p-3">
                <div className="grid min-w-0 gap-0.5">
                  <p className="truncate font-medium" title={template.name}>
                    {template.name}
                  </p>
                  <p className="text-xs text-muted-foreground">
                    Updated {formatDate(template.updated_at) ?? "recently"}
                  </p>
                </div>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Copy ${template.name}`}
                  title="Copy template"
                  onClick={() =>
                    void copyEmailText(template.body_plain, { userId, brandCode }, "Template copied to clipboard")
                  }
                >
                  <CopyIcon aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        )}
        {templates.length > SHOWN && (
          <Link href="/communications" className="text-sm font-medium underline-offset-4 hover:underline">
            View all templates ({templates.length})
          </Link>
        )}
      </CardContent>
    </RegionCard>
  );
}
