import { repProfileUpdateSchema } from "@/lib/contract/user";
import { route } from "@/lib/server/app/api-route";
import { repProfile, updateRepProfile } from "@/lib/server/users/rep-profile";

export const GET = route({ auth: "user" }, ({ user }) => repProfile(user));
export const PATCH = route({ auth: "user", body: repProfileUpdateSchema }, ({ db, user, body }) =>
  updateRepProfile(db, user, body),
);
