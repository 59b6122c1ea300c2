import type { Metadata } from "next";
import { ActivityScreen } from "@/components/activity/activity-screen";
import { activityFeedSchema, activitySchema } from "@/lib/contract/activity";
import { activityFeed } from "@/lib/server/engagement/activity-feed";
import { repActivity } from "@/lib/server/engagement/rep-activity";
import { readForScreen, renderOrigin } from "@/lib/server/first-screen/screen-read";

export const metadata: Metadata = { title: "Activity - Sales Rep Portal" };

/** Activity, read on the server as GET /api/activity and GET /api/activity/feed read it (docs/screens.md#activity). */
export default async function ActivityPage() {
  const [read, feed, origin] = await Promise.all([
    readForScreen({ path: "/api/activity", schema: activitySchema, read: (db, user) => repActivity(db, user) }),
    readForScreen({
      path: "/api/activity/feed",
      schema: activityFeedSchema,
      read: (db, user) => activityFeed(db, user),
    }),
    renderOrigin(),
  ]);
  return <ActivityScreen read={read} feed={feed} origin={origin} />;
}
