import { createRoomSchema } from "@/lib/contract/rooms";
import { route } from "@/lib/server/http";
import { publicOrigin } from "@/lib/server/request/public-origin";
import { createRoom, listRooms } from "@/lib/server/rooms/rep-rooms";

export const GET = route({ auth: "user" }, ({ request, runtime, user }) =>
  listRooms(runtime.db, user, publicOrigin(request, runtime.env)),
);

export const POST = route({ auth: "user", body: createRoomSchema }, async ({ request, runtime, user, body }) =>
  Response.json(await createRoom(runtime.db, user, body, publicOrigin(request, runtime.env)), { status: 201 }),
);
