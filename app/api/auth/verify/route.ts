import { route } from "@/lib/server/app/api-route";
import { verifyResponse } from "@/lib/server/auth/session-auth";

export const GET = route({ auth: "user" }, ({ user }) => verifyResponse(user));
