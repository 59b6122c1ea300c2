import { contentPeriodSchema } from "@/lib/contract/content-scorecard";
import { route } from "@/lib/server/app/api-route";
import { neverShared } from "@/lib/server/reports/content-never-shared";

export const GET = route({ auth: "admin", query: contentPeriodSchema }, ({ db, query }) => neverShared(db, query));
