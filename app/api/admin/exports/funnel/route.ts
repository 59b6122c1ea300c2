import { route } from "@/lib/server/app/api-route";
import { csvResponse } from "@/lib/server/reports/csv";
import { funnelCsv, FUNNEL_HEADER } from "@/lib/server/reports/exports";
import { exportFilename } from "@/lib/server/reports/export-filename";

export const GET = route({ auth: "admin" }, ({ db }) =>
  csvResponse(exportFilename("funnel"), FUNNEL_HEADER, funnelCsv(db)),
);
