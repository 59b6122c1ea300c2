import { route } from "@/lib/server/app/api-route";
import { revokeRoomAsAdmin } from "@/lib/server/rooms/rooms-oversight";

// An admin revokes any rep's room, such as a departed rep's (docs/rooms.md).
export const DELETE = route({ auth: "admin" }, ({ db, params }) => revokeRoomAsAdmin(db, String(params.id)));
