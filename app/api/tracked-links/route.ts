import { createTrackedLinkSchema } from "@/lib/contract/tracked-links";
import { route } from "@/lib/server/app/api-route";
import { createTrackedLink, listTrackedLinks } from "@/lib/server/links/rep-links";

export const GET = route({ auth: "user" }, ({ db, user }) => listTrackedLinks(db, user));

export const POST = route({ auth: "user", body: createTrackedLinkSchema }, async ({ db, user, body }) =>
  Response.json(await createTrackedLink(db, user, body), { status: 201 }),
);
