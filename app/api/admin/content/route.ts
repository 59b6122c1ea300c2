import { contentListQuerySchema } from "@/lib/contract/content-scorecard";
import { route } from "@/lib/server/app/api-route";
import { contentScorecard } from "@/lib/server/reports/content-scorecard-report";

export const GET = route({ auth: "admin", query: contentListQuerySchema }, ({ db, query }) =>
  contentScorecard(db, query),
);
