import type { Metadata } from "next";
import { ActivityScreen } from "@/components/activity/activity-screen";
import { activitySchema } from "@/lib/contract/activity";
import { repActivity } from "@/lib/server/engagement/rep-activity";
import { readForScreen, renderOrigin } from "@/lib/server/first-screen/screen-read";

export const metadata: Metadata = { title: "Activity - Sales Rep Portal" };

/** Activity, read on the server as GET /api/activity reads it (docs/screens.md#activity). */
export default async function ActivityPage() {
  const [read, origin] = await Promise.all([
    readForScreen({ path: "/api/activity", schema: activitySchema, read: (db, user) => repActivity(db, user) }),
    renderOrigin(),
  ]);
  return <ActivityScreen read={read} origin={origin} />;
}
