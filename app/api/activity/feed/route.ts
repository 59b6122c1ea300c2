import { activityFeedQuerySchema } from "@/lib/contract/activity";
import { route } from "@/lib/server/app/api-route";
import { activityFeed } from "@/lib/server/engagement/activity-feed";

export const GET = route({ auth: "user", query: activityFeedQuerySchema }, ({ db, user, query }) =>
  activityFeed(db, user, query),
);
