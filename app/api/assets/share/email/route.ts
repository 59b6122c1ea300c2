import { shareEmailBodySchema } from "@/lib/contract/share-email";
import { route } from "@/lib/server/http";
import { siteOrigin } from "@/lib/server/request-info";
import { sendShareEmail } from "@/lib/server/services/share-email";

export const POST = route({ auth: "user", body: shareEmailBodySchema }, ({ request, runtime, user, body }) =>
  sendShareEmail(runtime.db, runtime.mailer, user, body, siteOrigin(request, runtime.env.SITE_URL)),
);
