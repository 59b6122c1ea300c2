"use client";

import { BookOpenIcon, DownloadIcon, ExternalLinkIcon, FileTextIcon, PlayIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useResources } from "@/lib/client/api/resources-queries";
import type { PortalResource, PortalResourceType } from "@/lib/contract/resources";
import { ResourceCard } from "./resource-card";
import { ResourceList } from "./resource-list";

const TYPE_LABELS: Record<PortalResourceType, string> = {
  PDF: "PDF",
  Video: "Video",
  PriceList: "Price List",
  FAQ: "FAQ",
  other: "Other",
};

/** 'Watch' for a video, 'Download' for a PDF or price list, 'View' otherwise. */
export function resourceAction(type: PortalResourceType) {
  if (type === "Video") return { label: "Watch", icon: PlayIcon };
  if (type === "PDF" || type === "PriceList") return { label: "Download", icon: DownloadIcon };
  return { label: "View", icon: ExternalLinkIcon };
}

function ResourceRow({ resource }: { resource: PortalResource }) {
  const { label, icon: Icon } = resourceAction(resource.type);
  return (
    <li className="flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-center">
      <FileTextIcon aria-hidden="true" className="hidden size-5 shrink-0 text-muted-foreground sm:block" />
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 title={resource.title} className="line-clamp-2 min-w-0 font-medium wrap-anywhere">
            {resource.title}
          </h3>
          <Badge variant="secondary">{TYPE_LABELS[resource.type]}</Badge>
        </div>
        {resource.description && (
          <p className="line-clamp-2 text-sm wrap-anywhere text-muted-foreground">{resource.description}</p>
        )}
      </div>
      <Button asChild variant="outline" size="sm" className="self-start sm:self-center">
        <a href={resource.url} target="_blank" rel="noopener noreferrer">
          <Icon aria-hidden="true" />
          {label}
          <span className="sr-only"> {resource.title} (opens in a new tab)</span>
        </a>
      </Button>
    </li>
  );
}

/** 'Documentation & Resources': the brand's resources from the server, each opening in a new tab. */
export function DocumentationList() {
  const resources = useResources();
  return (
    <ResourceCard
      icon={BookOpenIcon}
      title="Documentation & Resources"
      description="Guides, price lists and FAQs for this brand."
    >
      <ResourceList
        query={resources}
        failure="Failed to load resources"
        loadingText="Loading resources..."
        emptyText="No resources available for this brand"
      >
        {(resource) => <ResourceRow key={resource.id} resource={resource} />}
      </ResourceList>
    </ResourceCard>
  );
}
