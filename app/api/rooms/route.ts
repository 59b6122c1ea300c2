import { createRoomSchema, listRoomsQuerySchema } from "@/lib/contract/rooms";
import { route } from "@/lib/server/app/api-route";
import { publicOrigin } from "@/lib/server/platform/request/public-origin";
import { createRoom, listRooms } from "@/lib/server/rooms/rep-rooms";

export const GET = route({ auth: "user", query: listRoomsQuerySchema }, ({ request, db, env, user, query }) =>
  listRooms(db, user, query, publicOrigin(request, env)),
);

export const POST = route({ auth: "user", body: createRoomSchema }, async ({ request, db, env, user, body }) =>
  Response.json(await createRoom(db, user, body, publicOrigin(request, env)), { status: 201 }),
);
