import { countOf } from "@/lib/client/format/plural";
import { CalendarIcon, ClockIcon, HardDriveIcon } from "lucide-react";
import { LocalDateTime } from "@/components/shared/local-date-time";
import { Card, CardContent, CardFooter, CardHeader } from "@/components/ui/card";
import { formatDate, formatFileSize } from "@/lib/client/format/format";
import { cn } from "@/lib/utils";
import type { PortalAsset } from "@/lib/contract/assets";
import { AssetCardActions } from "./asset-card-actions";
import { AssetCover } from "./asset-cover";
import { AssetSelectSlot } from "./asset-select-slot";
import { AssetTypeBadge } from "./asset-type-badge";

/**
 * One asset: type, title, description, added date, size and duration, with copy link, download and
 * share. Markup from the server or the browser alike; its buttons and "Select" box are islands, and a
 * ticked box rings the card (`has-checked`, no state of the card's own).
 */
export function AssetCard({ asset }: { asset: PortalAsset }) {
  const titleId = `asset-${asset.id}-title`;
  const size = formatFileSize(asset.fileSize);
  return (
    <Card
      role="article"
      aria-labelledby={titleId}
      className={cn("min-w-0 gap-4", "has-data-[state=checked]:ring-2 has-data-[state=checked]:ring-primary")}
    >
      <CardHeader className="gap-3">
        <AssetCover coverUrl={asset.coverUrl} />
        <div className="flex items-center justify-between gap-2">
          <AssetTypeBadge type={asset.type} />
          <AssetSelectSlot asset={asset} />
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
          {formatDate(asset.createdAt) && (
            <li className="flex items-center gap-1.5">
              <CalendarIcon aria-hidden="true" className="size-3.5" />
              Added <LocalDateTime value={asset.createdAt} dateOnly />
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
        <AssetCardActions asset={asset} />
      </CardFooter>
    </Card>
  );
}
