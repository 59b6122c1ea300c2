import { createRoomSchema, listRoomsQuerySchema } from "@/lib/contract/rooms";
import { route } from "@/lib/server/app/api-route";
import { publicOrigin } from "@/lib/server/platform/request/public-origin";
import { createRoom, listRooms } from "@/lib/server/rooms/rep-rooms";

export const GET = route({ auth: "user", query: listRoomsQuerySchema }, ({ request, runtime, user, query }) =>
  listRooms(runtime.db, user, query, publicOrigin(request, runtime.env)),
);

export const POST = route({ auth: "user", body: createRoomSchema }, async ({ request, runtime, user, body }) =>
  Response.json(await createRoom(runtime.db, user, body, publicOrigin(request, runtime.env)), { status: 201 }),
);
