"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { ChevronRightIcon, MailIcon, QrCodeIcon } from "lucide-react";
import { toast } from "@/lib/client/browser/toast";
import { Button } from "@/components/ui/button";
import { builtinTemplates, type BuiltinTemplate } from "@/lib/client/templates/builtin-templates";
import { savePendingTemplate } from "@/lib/client/templates/pending-template";
import { cn } from "@/lib/utils";
import { ResourceCard } from "./resource-card";

/** The template's subject line, as a preview. */
function subjectOf(template: BuiltinTemplate): string {
  return /^Subject: (.*)$/m.exec(template.body)?.[1] ?? "";
}

/** 'Communication Templates & Assets': the built-in templates with 'Use Template', and the QR Code Assets entry. */
export function TemplatesCard({ brandName }: { brandName: string }) {
  const router = useRouter();

  function applyTemplate(template: BuiltinTemplate) {
    if (!savePendingTemplate({ id: template.id, name: template.name, body_plain: template.body })) {
      toast.error("Template not loaded", { description: "The template could not be stored in this browser." });
      return;
    }
    router.push("/communications");
  }

  return (
    <ResourceCard
      icon={MailIcon}
      title="Communication Templates & Assets"
      description="Start an email from a proven template, then personalize the bracketed fields."
    >
      <ul className="grid gap-3">
        {builtinTemplates(brandName).map((template) => (
          <li key={template.id} className="flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-center">
            <div className="min-w-0 flex-1 space-y-1">
              <h3 id={`template-${template.id}`} className="font-medium">
                {template.name}
              </h3>
              <p className="line-clamp-1 text-sm wrap-anywhere text-muted-foreground">{subjectOf(template)}</p>
            </div>
            <Button
              type="button"
              size="sm"
              className="self-start sm:self-center"
              aria-describedby={`template-${template.id}`}
              onClick={() => applyTemplate(template)}
            >
              Use Template
            </Button>
          </li>
        ))}
        <li>
          <Link
            href="/communications"
            className={cn(
              "flex items-center gap-3 rounded-lg border border-dashed p-4 outline-none",
              "transition-colors hover:bg-accent focus-visible:ring-[3px]",
              "focus-visible:ring-ring",
            )}
          >
            <QrCodeIcon aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
            <span className="min-w-0 flex-1">
              <span className="block font-medium">QR Code Assets</span>
              <span className="block text-sm text-muted-foreground">
                Share assets as links and QR codes in your emails.
              </span>
            </span>
            <ChevronRightIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          </Link>
        </li>
      </ul>
    </ResourceCard>
  );
}
