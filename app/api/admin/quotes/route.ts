import { route } from "@/lib/server/app/api-route";
import { recentQuotes } from "@/lib/server/reports/recent-quotes";

export const GET = route({ auth: "admin" }, ({ db }) => recentQuotes(db));
