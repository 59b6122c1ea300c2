import { route } from "@/lib/server/app/api-route";
import { adminUserRooms } from "@/lib/server/rooms/rooms-oversight";

// A user's rooms with state and counts only, for an admin to close a departed rep's (docs/rooms.md).
export const GET = route({ auth: "admin" }, ({ db, params }) => adminUserRooms(db, String(params.id)));
