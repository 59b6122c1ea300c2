import { durationText } from "@/components/activity/activity-labels";
import { LocalDateTime } from "@/components/shared/local-date-time";
import { countOf } from "@/lib/client/format/plural";
import type { RoomDetail, RoomVisit } from "@/lib/contract/rooms";
import { visitPagesText } from "@/components/pages/page-read-labels";
import { NOT_COUNTED_LABELS, percentText } from "./room-labels";

/** The page count of each of the room's PDFs with pages, by asset id. */
export function pageCountsOf(engagement: RoomDetail["engagement"]): Map<string, number> {
  return new Map(engagement.flatMap((asset) => (asset.pages ? [[asset.id, asset.pages.length] as const] : [])));
}

/** What one visit did with each asset it opened; a PDF's pages read, of `pageCounts` pages. */
function VisitAssets({ assets, pageCounts }: { assets: RoomVisit["assets"]; pageCounts: ReadonlyMap<string, number> }) {
  if (assets.length === 0) return <p className="text-sm text-muted-foreground">No asset opened</p>;
  return (
    <ul className="grid gap-1 text-sm">
      {assets.map((asset) => (
        <li key={asset.id} className="wrap-anywhere">
          <span className="font-medium">{asset.title}</span>
          <span className="text-muted-foreground">
            {" "}
            · {durationText(asset.seconds)}
            {asset.percentPlayed !== null && ` · played ${percentText(asset.percentPlayed)}`}
            {asset.downloads > 0 && ` · ${countOf(asset.downloads, "download")}`}
          </span>
          {asset.pages && (
            <span className="block text-xs text-muted-foreground">
              {visitPagesText(asset.pages, pageCounts.get(asset.id))}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The recipient's visits, newest first: when, from which device, what was opened and the call to action clicked. */
export function RoomTimeline({
  visits,
  pageCounts = new Map(),
}: {
  visits: readonly RoomVisit[];
  /** The page count of each of the room's PDFs with pages, by asset id. */
  pageCounts?: ReadonlyMap<string, number>;
}) {
  if (visits.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">No visits yet. You see here when the customer opens the room.</p>
    );
  }
  return (
    <ol aria-label="Visits" className="grid gap-3">
      {visits.map((visit, index) => (
        <li key={`${visit.at}-${index}`} className="grid gap-1 border-l-2 border-primary/60 pl-3">
          <p className="text-sm">
            <time dateTime={visit.at} className="font-medium">
              <LocalDateTime value={visit.at} />
            </time>
            {visit.device !== null && <span className="text-muted-foreground"> · Device {visit.device}</span>}
          </p>
          <VisitAssets assets={visit.assets} pageCounts={pageCounts} />
          {visit.clicked && <p className="text-sm font-medium wrap-anywhere">Clicked {visit.clicked}</p>}
        </li>
      ))}
    </ol>
  );
}

/** Visits that did not count, each with its class: scanners, previews, bots, checks and the rep's own. */
export function NotCountedVisits({ visits }: { visits: readonly RoomVisit[] }) {
  return (
    <ol aria-label="Visits not counted" className="grid gap-1 text-sm">
      {visits.map((visit, index) => (
        <li key={`${visit.at}-${index}`} className="flex flex-wrap gap-x-2">
          <time dateTime={visit.at}>
            <LocalDateTime value={visit.at} />
          </time>
          <span className="text-muted-foreground">
            {visit.hitClass === "human" ? "" : NOT_COUNTED_LABELS[visit.hitClass]}
          </span>
        </li>
      ))}
    </ol>
  );
}
