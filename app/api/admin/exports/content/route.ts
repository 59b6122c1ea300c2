import { contentListQuerySchema } from "@/lib/contract/content-scorecard";
import { route } from "@/lib/server/app/api-route";
import { contentCsvResponse } from "@/lib/server/reports/content-csv";

export const GET = route({ auth: "admin", query: contentListQuerySchema }, ({ db, query }) =>
  contentCsvResponse(db, query),
);
