"use client";

import { useState } from "react";
import { ArrowDownIcon, ArrowUpIcon, PlusIcon, XIcon } from "lucide-react";
import { assetTypeLabel } from "@/components/activity/activity-labels";
import { AssetTypeBadge } from "@/components/assets/asset-type-badge";
import { Button } from "@/components/ui/button";
import { IconButton } from "@/components/ui/icon-button";
import { FieldError } from "@/components/ui/form-field";
import { countOf } from "@/lib/client/format/plural";
import { ROOM_ASSETS_MAX, type RoomAsset } from "@/lib/contract/rooms";
import { RoomAssetPicker } from "./room-asset-picker";
import { moveItem } from "./room-labels";

interface RoomAssetsFieldProps {
  assets: readonly RoomAsset[];
  onChange: (assets: RoomAsset[]) => void;
  error?: string;
}

/**
 * The room's assets in the order the customer sees them: each moves up or down or leaves; more come
 * from the current brand's library, up to ROOM_ASSETS_MAX.
 */
export function RoomAssetsField({ assets, onChange, error }: RoomAssetsFieldProps) {
  const [adding, setAdding] = useState(false);
  const last = assets.length - 1;
  return (
    <fieldset className="grid min-w-0 gap-2 [&>*]:min-w-0" aria-describedby={error ? "room-assets-error" : undefined}>
      <legend className="mb-2 text-sm font-medium">
        Assets{" "}
        <span className="font-normal text-muted-foreground">
          ({countOf(assets.length, "asset")} of {ROOM_ASSETS_MAX}, in the order shown)
        </span>
      </legend>
      {assets.length > 0 && (
        <ol aria-label="Assets in the room" className="grid gap-1">
          {assets.map((asset, index) => (
            <li key={asset.id} className="flex min-w-0 items-center gap-2 rounded-md border px-2 py-1">
              <span className="w-5 text-right text-xs text-muted-foreground">{index + 1}.</span>
              <AssetTypeBadge type={assetTypeLabel(asset.type)} />
              <span className="min-w-0 flex-1 text-sm break-words">{asset.title}</span>
              <IconButton
                icon={ArrowUpIcon}
                disabled={index === 0}
                label={`Move ${asset.title} up`}
                onClick={() => onChange(moveItem(assets, index, -1))}
              />
              <IconButton
                icon={ArrowDownIcon}
                disabled={index === last}
                label={`Move ${asset.title} down`}
                onClick={() => onChange(moveItem(assets, index, 1))}
              />
              <IconButton
                icon={XIcon}
                label={`Remove ${asset.title}`}
                onClick={() => onChange(assets.filter((other) => other.id !== asset.id))}
              />
            </li>
          ))}
        </ol>
      )}
      <FieldError id="room-assets-error">{error}</FieldError>
      {adding ? (
        <RoomAssetPicker chosen={assets.map((asset) => asset.id)} onAdd={(asset) => onChange([...assets, asset])} />
      ) : (
        <Button type="button" variant="outline" size="sm" className="w-fit" onClick={() => setAdding(true)}>
          <PlusIcon aria-hidden="true" />
          Add assets
        </Button>
      )}
    </fieldset>
  );
}
