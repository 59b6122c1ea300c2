import { route } from "@/lib/server/app/api-route";
import { listBrands } from "@/lib/server/brands/brand-list";

export const GET = route({ auth: "user" }, ({ db }) => listBrands(db));
