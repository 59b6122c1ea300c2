import { route } from "@/lib/server/http";
import { verifyResponse } from "@/lib/server/services/session-auth";

export const GET = route({ auth: "user" }, ({ user }) => verifyResponse(user));
