import { route } from "@/lib/server/platform/http";
import { listBrands } from "@/lib/server/brands/brand-list";

export const GET = route({ auth: "user" }, ({ runtime }) => listBrands(runtime.db));
