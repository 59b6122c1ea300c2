import { AssetTypeBadge } from "@/components/assets/asset-type-badge";
import { PageStrip } from "@/components/pages/page-strip";
import { PageHeader } from "@/components/shared/page-header";
import { ScreenLoadFailed } from "@/components/shared/screen-load-failed";
import { shortUrl } from "@/components/tracked-links/short-url";
import type { Activity, ActivityFeed as FeedPage } from "@/lib/contract/activity";
import type { ScreenRead } from "@/lib/contract/screen-read-result";
import { ActivityEmpty } from "./activity-empty";
import { ActivityFeed } from "./activity-feed";
import { assetTypeLabel, engagementFigures } from "./activity-labels";
import { ActivityItemCard } from "./activity-item-card";
import { ActivitySection } from "./activity-section";

/** Links that were ever clicked first, in their order, then the others: the ones that worked lead. */
const clickedFirst = <T extends { allTime: number }>(links: T[]) => [
  ...links.filter((link) => link.allTime > 0),
  ...links.filter((link) => link.allTime === 0),
];

/** The rep's tracked links and shared assets, or where to make some when there are none. */
function ActivityLists({ data, origin }: { data: Activity; origin: string }) {
  if (data.links.length === 0 && data.shares.length === 0) return <ActivityEmpty />;
  return (
    <>
      <ActivitySection
        id="activity-links-title"
        title="Tracked links"
        count={data.links.length}
        empty={{ text: "No tracked links yet.", href: "/tracked-links", linkText: "Create one in Tracked Links" }}
      >
        {clickedFirst(data.links).map((link) => (
          <ActivityItemCard
            key={link.id}
            anchor={`link-${link.id}`}
            item={link}
            days={data.days}
            name={link.name}
            unit="click"
            detail={<span className="font-mono break-all">{shortUrl(link.slug, origin)}</span>}
          />
        ))}
      </ActivitySection>
      <ActivitySection
        id="activity-shares-title"
        title="Shared assets"
        count={data.shares.length}
        empty={{ text: "No shared assets yet.", href: "/assets", linkText: "Share one from the Asset Library" }}
      >
        {data.shares.map((share) => (
          <ActivityItemCard
            key={share.shareSlug}
            anchor={`share-${share.id}`}
            item={share}
            days={data.days}
            name={share.title}
            unit="open"
            extraFigures={engagementFigures(share.engagement, share.type)}
            footer={share.pages && <PageStrip pages={share.pages} title={share.title} unit="open" />}
            detail={
              <span className="flex flex-wrap items-center gap-2">
                <AssetTypeBadge type={assetTypeLabel(share.type)} />
                <span className="font-mono break-all">{`${origin}/asset/${share.shareSlug}`}</span>
              </span>
            }
          />
        ))}
      </ActivitySection>
    </>
  );
}

interface ActivityScreenProps {
  read: ScreenRead<Activity>;
  /** The feed's first page (All). */
  feed: ScreenRead<FeedPage>;
  /** The site's origin, for the links shown. */
  origin: string;
}

/**
 * The rep's Activity screen: the feed of who engaged, then per tracked link and shared asset,
 * human clicks or opens and what was left out; rendered on the server from its reads.
 */
export function ActivityScreen({ read, feed, origin }: ActivityScreenProps) {
  return (
    <section className="grid gap-8" aria-labelledby="activity-title">
      <PageHeader id="activity-title" title="Activity">
        Clicks and opens by people over the last 30 days. Bots, link previews, mail scanners, link checkers and your own
        visits are left out of the counts; each card lists what was left out.
      </PageHeader>
      {"failure" in read ? (
        // Said once: the feed's read fails for the same reasons.
        <ScreenLoadFailed what="Activity" failure={read.failure} />
      ) : (
        <>
          {"failure" in feed ? (
            <ScreenLoadFailed what="The feed" failure={feed.failure} />
          ) : (
            <ActivityFeed first={feed.data} />
          )}
          <ActivityLists data={read.data} origin={origin} />
        </>
      )}
    </section>
  );
}
