import { updateRoomSchema } from "@/lib/contract/rooms";
import { route } from "@/lib/server/app/api-route";
import { publicOrigin } from "@/lib/server/platform/request/public-origin";
import { revokeRoom, updateRoom } from "@/lib/server/rooms/room-changes";
import { getRoomDetail } from "@/lib/server/rooms/room-detail";

/** The rep's own room only: another rep's id is a 404, for an admin too (lib/server/rooms/room-owner.ts). */
export const GET = route({ auth: "user" }, ({ request, runtime, user, params }) =>
  getRoomDetail(runtime.db, user, String(params.id), publicOrigin(request, runtime.env)),
);

export const PATCH = route({ auth: "user", body: updateRoomSchema }, ({ request, runtime, user, params, body }) =>
  updateRoom(runtime.db, user, String(params.id), body, publicOrigin(request, runtime.env)),
);

export const DELETE = route({ auth: "user" }, ({ runtime, user, params }) =>
  revokeRoom(runtime.db, user, String(params.id)),
);
