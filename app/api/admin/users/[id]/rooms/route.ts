import { route } from "@/lib/server/app/api-route";
import { adminUserRooms } from "@/lib/server/rooms/admin-rooms";

// A user's rooms with state and counts only, for an admin to close a departed rep's (docs/rooms.md).
export const GET = route({ auth: "admin" }, ({ runtime, params }) => adminUserRooms(runtime.db, String(params.id)));
