import { route } from "@/lib/server/http";
import { deleteUser } from "@/lib/server/services/admin-users";

export const DELETE = route({ auth: "admin" }, ({ runtime, user, params }) =>
  deleteUser(runtime, user, String(params.id)),
);
