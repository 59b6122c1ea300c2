import { shareEmailBodySchema } from "@/lib/contract/share-email";
import { route } from "@/lib/server/app/api-route";
import { publicOrigin } from "@/lib/server/platform/request/public-origin";
import { brandCookieCode } from "@/lib/server/brands/brand-cookie-code";
import { sendShareEmail } from "@/lib/server/rooms/share-email-send";
import { serverMailer } from "@/lib/server/platform/mail/mailer";

export const POST = route({ auth: "user", body: shareEmailBodySchema }, ({ request, db, env, user, body }) =>
  sendShareEmail(db, serverMailer(), user, body, {
    siteOrigin: publicOrigin(request, env),
    brandCode: brandCookieCode(request),
  }),
);
