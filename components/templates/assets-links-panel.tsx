"use client";

import { useEffect, useRef, type ReactNode } from "react";
import { FileTextIcon, Link2Icon } from "lucide-react";
import { LoadMoreButton } from "@/components/shared/load-more-button";
import { useQueryErrorToast } from "@/lib/client/data/use-query-error-toast";
import { CardHeading } from "@/components/shared/card-heading";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useAssets } from "@/lib/client/api/asset-paging-queries";
import { useTrackedLinks } from "@/lib/client/api/tracked-links-queries";
import type { PortalAsset } from "@/lib/contract/assets";
import type { TrackedLink } from "@/lib/contract/tracked-links";
import { cn } from "@/lib/utils";

interface AssetsLinksPanelProps {
  onInsertAsset: (asset: PortalAsset) => void;
  onInsertLink: (link: TrackedLink) => void;
}

function PickList({
  loading,
  loadingText,
  emptyText,
  children,
}: {
  loading: boolean;
  loadingText: string;
  emptyText: string;
  children: ReactNode[];
}) {
  if (loading) return <p className="py-6 text-center text-sm text-muted-foreground">{loadingText}</p>;
  if (children.length === 0) return <p className="py-6 text-center text-sm text-muted-foreground">{emptyText}</p>;
  return <ul className="grid max-h-[28rem] gap-2 overflow-y-auto pr-1">{children}</ul>;
}

function PickItem({
  icon,
  title,
  detail,
  onPick,
}: {
  icon: ReactNode;
  title: string;
  detail: string;
  onPick: () => void;
}) {
  return (
    <li>
      <button
        type="button"
        onClick={onPick}
        className={cn(
          "flex w-full items-start gap-3 rounded-md border p-3 text-left transition-colors",
          "outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring",
        )}
      >
        <span className="mt-0.5 text-muted-foreground [&_svg]:size-4">{icon}</span>
        <span className="grid min-w-0 gap-0.5">
          <span className="text-sm font-medium break-words">{title}</span>
          <span className="truncate text-xs text-muted-foreground">{detail}</span>
        </span>
      </button>
    </li>
  );
}

/**
 * Opening the panel takes the user to it: on a phone it sits below the editor, out of sight. Focus
 * moves to it (so a screen reader names it), and when it starts out of sight or low on the screen
 * it scrolls up to just below the fixed top bar, leaving room for its lists to load under the heading.
 */
function useRevealOnOpen() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const panel = ref.current;
    if (!panel) return;
    panel.focus({ preventScroll: true });
    const { top } = panel.getBoundingClientRect();
    if (top >= 0 && top < window.innerHeight / 2) return;
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    panel.scrollIntoView({ block: "start", behavior: reduceMotion ? "auto" : "smooth" });
  }, []);
  return ref;
}

/** The side panel of the builder: the brand's assets and the rep's tracked links; choosing one inserts it. */
export function AssetsLinksPanel({ onInsertAsset, onInsertLink }: AssetsLinksPanelProps) {
  const panelRef = useRevealOnOpen();
  const assets = useAssets();
  const links = useTrackedLinks();
  useQueryErrorToast(assets.error, "Error loading assets");
  useQueryErrorToast(links.error, "Error loading tracked links");
  const assetList = assets.data?.assets ?? [];
  const linkList = links.data ?? [];
  return (
    <Card
      ref={panelRef}
      id="assets-links-panel"
      tabIndex={-1}
      className="min-w-0 scroll-mt-20 gap-4 outline-none"
      role="region"
      aria-labelledby="assets-links-title"
    >
      <CardHeader>
        <CardHeading id="assets-links-title" className="text-lg">
          Assets &amp; Links
        </CardHeading>
        <p className="text-sm text-muted-foreground">Choose an item to insert it at the cursor.</p>
      </CardHeader>
      <CardContent>
        <Tabs defaultValue="assets">
          <TabsList className="w-full">
            <TabsTrigger value="assets">Assets ({assets.data?.total ?? 0})</TabsTrigger>
            <TabsTrigger value="links">Tracked Links ({linkList.length})</TabsTrigger>
          </TabsList>
          <TabsContent value="assets" className="grid gap-3">
            <PickList
              loading={assets.isLoading}
              loadingText="Loading assets..."
              emptyText="No assets available for this brand"
            >
              {assetList.map((asset) => (
                <PickItem
                  key={asset.id}
                  icon={<FileTextIcon />}
                  title={asset.title}
                  detail={asset.type}
                  onPick={() => onInsertAsset(asset)}
                />
              ))}
            </PickList>
            <LoadMoreButton query={assets} label="Load more assets" />
          </TabsContent>
          <TabsContent value="links">
            <PickList loading={links.isLoading} loadingText="Loading tracked links..." emptyText="No tracked links yet">
              {linkList.map((link) => (
                <PickItem
                  key={link.id}
                  icon={<Link2Icon />}
                  title={link.name}
                  detail={`/go/${link.slug}`}
                  onPick={() => onInsertLink(link)}
                />
              ))}
            </PickList>
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
