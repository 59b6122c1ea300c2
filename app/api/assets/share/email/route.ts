import { shareEmailBodySchema } from "@/lib/contract/share-email";
import { route } from "@/lib/server/app/api-route";
import { publicOrigin } from "@/lib/server/platform/request/public-origin";
import { brandCookieCode } from "@/lib/server/brands/brand-cookie-code";
import { sendShareEmail } from "@/lib/server/shares/share-email";

export const POST = route({ auth: "user", body: shareEmailBodySchema }, ({ request, runtime, user, body }) =>
  sendShareEmail(runtime.db, runtime.mailer, user, body, {
    siteOrigin: publicOrigin(request, runtime.env),
    brandCode: brandCookieCode(request),
  }),
);
