"use client";

import { countOf } from "@/lib/client/format/plural";
import { useId } from "react";
import dynamic from "next/dynamic";
import { CalendarIcon, ClockIcon, CopyIcon, DownloadIcon, HardDriveIcon, Share2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader } from "@/components/ui/card";
import { formatDate, formatFileSize } from "@/lib/client/format/format";
import { cn } from "@/lib/utils";
import type { PortalAsset } from "@/lib/contract/assets";
import { AssetCover } from "./asset-cover";
import { AssetTypeBadge } from "./asset-type-badge";

/** Loaded on "Select assets", so the checkbox's primitives stay out of the library's first load. */
const AssetSelectCheckbox = dynamic(
  () => import("./asset-select-checkbox").then((module) => module.AssetSelectCheckbox),
  { ssr: false },
);

/** The library's multi-select mode: a checkbox on each card. */
export interface AssetSelection {
  isSelected: (asset: PortalAsset) => boolean;
  /** No more can be chosen (the room is full): unticked boxes are disabled. */
  full: boolean;
  onToggle: (asset: PortalAsset, selected: boolean) => void;
}

interface AssetCardProps {
  asset: PortalAsset;
  selection?: AssetSelection;
  onCopyLink: (asset: PortalAsset) => void;
  onDownload: (asset: PortalAsset) => void;
  onShare: (asset: PortalAsset, trigger: HTMLElement) => void;
}

/** One asset: type, title, description, added date, size and duration, with copy link, download and share. */
export function AssetCard({ asset, selection, onCopyLink, onDownload, onShare }: AssetCardProps) {
  const titleId = useId();
  const selected = selection?.isSelected(asset) ?? false;
  const added = formatDate(asset.createdAt);
  const size = formatFileSize(asset.fileSize);
  return (
    <Card role="article" aria-labelledby={titleId} className={cn("min-w-0 gap-4", selected && "ring-2 ring-primary")}>
      <CardHeader className="gap-3">
        <AssetCover coverUrl={asset.coverUrl} />
        <div className="flex items-center justify-between gap-2">
          <AssetTypeBadge type={asset.type} />
          {selection && (
            <AssetSelectCheckbox
              title={asset.title}
              checked={selected}
              disabled={!selected && selection.full}
              onCheckedChange={(checked) => selection.onToggle(asset, checked)}
            />
          )}
        </div>
        <h2
          id={titleId}
          title={asset.title}
          className="line-clamp-2 text-base leading-snug font-semibold wrap-anywhere"
        >
          {asset.title}
        </h2>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        {asset.description && (
          <p title={asset.description} className="line-clamp-3 text-sm wrap-anywhere text-muted-foreground">
            {asset.description}
          </p>
        )}
        <ul className="mt-auto flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
          {added && (
            <li className="flex items-center gap-1.5">
              <CalendarIcon aria-hidden="true" className="size-3.5" />
              Added {added}
            </li>
          )}
          {size && (
            <li className="flex items-center gap-1.5">
              <HardDriveIcon aria-hidden="true" className="size-3.5" />
              <span className="sr-only">File size </span>
              {size}
            </li>
          )}
          {asset.duration && (
            <li className="flex items-center gap-1.5">
              <ClockIcon aria-hidden="true" className="size-3.5" />
              <span className="sr-only">Duration </span>
              {asset.duration}
            </li>
          )}
          {asset.readByCustomers > 0 && <li>Read by {countOf(asset.readByCustomers, "customer")} this month</li>}
        </ul>
      </CardContent>
      <CardFooter className="grid grid-cols-2 gap-2 border-t pt-4">
        <Button type="button" variant="outline" size="sm" onClick={() => onCopyLink(asset)}>
          <CopyIcon aria-hidden="true" />
          Copy link
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={() => onDownload(asset)}>
          <DownloadIcon aria-hidden="true" />
          Download
        </Button>
        <Button type="button" size="sm" className="col-span-2" onClick={(event) => onShare(asset, event.currentTarget)}>
          <Share2Icon aria-hidden="true" />
          Share
        </Button>
      </CardFooter>
    </Card>
  );
}
