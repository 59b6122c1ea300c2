import { route } from "@/lib/server/platform/http";
import { verifyResponse } from "@/lib/server/auth/session-auth";

export const GET = route({ auth: "user" }, ({ user }) => verifyResponse(user));
