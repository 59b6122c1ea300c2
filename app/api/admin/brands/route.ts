import { route } from "@/lib/server/app/api-route";
import { listAdminBrands } from "@/lib/server/brands/brand-cta";

export const GET = route({ auth: "admin" }, ({ db }) => listAdminBrands(db));
