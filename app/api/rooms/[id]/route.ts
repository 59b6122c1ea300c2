import { updateRoomSchema } from "@/lib/contract/rooms";
import { route } from "@/lib/server/app/api-route";
import { publicOrigin } from "@/lib/server/platform/request/public-origin";
import { revokeRoom, updateRoom } from "@/lib/server/rooms/room-changes";
import { getRoomDetail } from "@/lib/server/rooms/room-detail";

/** The rep's own room only: another rep's id is a 404, for an admin too (lib/server/rooms/room-owner.ts). */
export const GET = route({ auth: "user" }, ({ request, db, env, user, params }) =>
  getRoomDetail(db, user, String(params.id), publicOrigin(request, env)),
);

export const PATCH = route({ auth: "user", body: updateRoomSchema }, ({ request, db, env, user, params, body }) =>
  updateRoom(db, user, String(params.id), body, publicOrigin(request, env)),
);

export const DELETE = route({ auth: "user" }, ({ db, user, params }) => revokeRoom(db, user, String(params.id)));
