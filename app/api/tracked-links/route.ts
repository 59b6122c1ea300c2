import { createTrackedLinkSchema } from "@/lib/contract/tracked-links";
import { route } from "@/lib/server/app/api-route";
import { createTrackedLink, listTrackedLinks } from "@/lib/server/links/rep-links";

export const GET = route({ auth: "user" }, ({ runtime, user }) => listTrackedLinks(runtime.db, user));

export const POST = route({ auth: "user", body: createTrackedLinkSchema }, async ({ runtime, user, body }) =>
  Response.json(await createTrackedLink(runtime.db, user, body), { status: 201 }),
);
