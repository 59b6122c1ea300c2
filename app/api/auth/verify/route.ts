import { route } from "@/lib/server/app/api-route";
import { verifyResponse } from "@/lib/server/session/sign-in";

export const GET = route({ auth: "user" }, ({ user }) => verifyResponse(user));
