import { hitExportQuerySchema } from "@/lib/contract/admin-reports";
import { route } from "@/lib/server/app/api-route";
import { csvResponse } from "@/lib/server/reports/csv";
import { HITS_HEADER, hitsCsv } from "@/lib/server/reports/exports";
import { exportFilename } from "@/lib/server/reports/export-filename";

export const GET = route({ auth: "admin", query: hitExportQuerySchema }, ({ db, query }) =>
  csvResponse(exportFilename(`hits-${query.from}-to-${query.to}`), HITS_HEADER, hitsCsv(db, query)),
);
