import { contentPeriodSchema } from "@/lib/contract/content-scorecard";
import { route } from "@/lib/server/app/api-route";
import { contentDetail } from "@/lib/server/reports/content-detail";

export const GET = route({ auth: "admin", query: contentPeriodSchema }, ({ db, params, query }) =>
  contentDetail(db, String(params.assetId), query),
);
