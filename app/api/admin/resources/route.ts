import { createResourceBodySchema } from "@/lib/contract/admin-library";
import { route } from "@/lib/server/app/api-route";
import { createLibraryItem, listLibraryItems, RESOURCE_KIND } from "@/lib/server/library/library-changes";

export const GET = route({ auth: "admin" }, ({ db }) => listLibraryItems(db, RESOURCE_KIND));

export const POST = route({ auth: "admin", body: createResourceBodySchema }, async ({ db, env, user, body }) =>
  Response.json(await createLibraryItem(env, db, user, RESOURCE_KIND, body), { status: 201 }),
);
