"use client";

import { RotateCwIcon } from "lucide-react";
import { AssetTypeBadge } from "@/components/assets/asset-type-badge";
import { LoadingState } from "@/components/layout/loading-state";
import { PageHeader } from "@/components/shared/page-header";
import { Button } from "@/components/ui/button";
import { useOrigin } from "@/components/tracked-links/use-origin";
import { shortUrl } from "@/components/tracked-links/short-url";
import { useActivity } from "@/lib/client/api/activity";
import { errorText } from "@/lib/client/data/error-text";
import { isOutageError } from "@/lib/client/data/outage";
import { ActivityEmpty } from "./activity-empty";
import { assetTypeLabel, engagementFigures } from "./activity-labels";
import { PageStrip } from "@/components/pages/page-strip";
import { ActivityItemCard } from "./activity-item-card";
import { ActivitySection } from "./activity-section";

/** The load's failure, said once, here: no toast beside it. An outage's own notice speaks for it instead. */
function LoadFailed({ error, retry }: { error: Error | null; retry: () => void }) {
  return (
    <div
      role="alert"
      className="grid justify-items-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center"
    >
      <p className="font-medium">Activity could not be loaded.</p>
      {error && !isOutageError(error) && <p className="text-sm text-muted-foreground">{errorText(error)}</p>}
      <Button type="button" variant="outline" onClick={retry}>
        <RotateCwIcon aria-hidden="true" />
        Try again
      </Button>
    </div>
  );
}

/** The rep's Activity screen: per tracked link and shared asset, human clicks or opens and what was left out. */
export function ActivityScreen() {
  const activity = useActivity();
  const origin = useOrigin();
  const data = activity.data;

  return (
    <section className="grid gap-8" aria-labelledby="activity-title">
      <PageHeader id="activity-title" title="Activity">
        Clicks and opens by people over the last 30 days. Bots, link previews, mail scanners, link checkers and your own
        visits are left out of the counts; each card lists what was left out.
      </PageHeader>
      {activity.isPending ? (
        <LoadingState label="Loading activity..." />
      ) : !data ? (
        <LoadFailed error={activity.error} retry={() => void activity.refetch()} />
      ) : data.links.length === 0 && data.shares.length === 0 ? (
        <ActivityEmpty />
      ) : (
        <>
          <ActivitySection
            id="activity-links-title"
            title="Tracked links"
            count={data.links.length}
            empty={{ text: "No tracked links yet.", href: "/tracked-links", linkText: "Create one in Tracked Links" }}
          >
            {data.links.map((link) => (
              <ActivityItemCard
                key={link.id}
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
      )}
    </section>
  );
}
