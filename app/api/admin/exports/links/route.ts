import { route } from "@/lib/server/app/api-route";
import { csvResponse } from "@/lib/server/reports/csv";
import { linksCsv, LINKS_HEADER } from "@/lib/server/reports/exports";
import { exportFilename } from "@/lib/server/reports/export-filename";

export const GET = route({ auth: "admin" }, ({ db }) =>
  csvResponse(exportFilename("links"), LINKS_HEADER, linksCsv(db)),
);
