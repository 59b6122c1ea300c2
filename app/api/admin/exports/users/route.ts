import { route } from "@/lib/server/app/api-route";
import { csvResponse } from "@/lib/server/reports/csv";
import { usersCsv, USERS_HEADER } from "@/lib/server/reports/exports";
import { exportFilename } from "@/lib/server/reports/export-filename";

export const GET = route({ auth: "admin" }, ({ db }) =>
  csvResponse(exportFilename("users"), USERS_HEADER, usersCsv(db)),
);
