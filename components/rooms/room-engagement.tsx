import { assetTypeLabel, durationText } from "@/components/activity/activity-labels";
import { AssetTypeBadge } from "@/components/assets/asset-type-badge";
import type { RoomDetail } from "@/lib/contract/rooms";
import { PageStrip } from "@/components/pages/page-strip";
import { percentText } from "./room-labels";

const isPlayable = (type: string) => ["video", "audio"].includes(type.toLowerCase());

/** Each asset of the room in order, with what the recipient's visits did with it. */
export function RoomEngagement({ engagement }: { engagement: RoomDetail["engagement"] }) {
  return (
    <ol aria-label="Assets and engagement" className="grid gap-3">
      {engagement.map((asset, index) => (
        <li key={asset.id} className="grid gap-2 rounded-md border p-3">
          <div className="flex min-w-0 items-center gap-2">
            <span className="text-xs text-muted-foreground">{index + 1}.</span>
            <AssetTypeBadge type={assetTypeLabel(asset.type)} />
            <span className="min-w-0 flex-1 text-sm font-medium wrap-anywhere">{asset.title}</span>
          </div>
          <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
            <div>
              <dt className="text-xs text-muted-foreground">Opens</dt>
              <dd>{asset.opens.toLocaleString("en-US")}</dd>
            </div>
            <div>
              <dt className="text-xs text-muted-foreground">Time visible</dt>
              <dd>{durationText(asset.seconds)}</dd>
            </div>
            {isPlayable(asset.type) && (
              <div>
                <dt className="text-xs text-muted-foreground">Played (furthest)</dt>
                <dd>{percentText(asset.furthestPercent)}</dd>
              </div>
            )}
            <div>
              <dt className="text-xs text-muted-foreground">Downloads</dt>
              <dd>{asset.downloads.toLocaleString("en-US")}</dd>
            </div>
          </dl>
          {asset.pages && <PageStrip pages={asset.pages} title={asset.title} />}
        </li>
      ))}
    </ol>
  );
}
