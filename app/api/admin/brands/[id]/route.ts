import { brandCtaBodySchema } from "@/lib/contract/brands";
import { route } from "@/lib/server/app/api-route";
import { setBrandCta } from "@/lib/server/brands/brand-cta";

export const PATCH = route({ auth: "admin", body: brandCtaBodySchema }, ({ db, params, body }) =>
  setBrandCta(db, String(params.id), body),
);
