import { createAssetBodySchema } from "@/lib/contract/admin-library";
import { route } from "@/lib/server/app/api-route";
import { ASSET_KIND, createLibraryItem, listLibraryItems } from "@/lib/server/library/library-changes";

export const GET = route({ auth: "admin" }, ({ db }) => listLibraryItems(db, ASSET_KIND));

export const POST = route({ auth: "admin", body: createAssetBodySchema }, async ({ db, env, user, body }) =>
  Response.json(await createLibraryItem(env, db, user, ASSET_KIND, body), { status: 201 }),
);
