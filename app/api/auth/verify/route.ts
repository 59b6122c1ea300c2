import { route } from "@/lib/server/platform/http";
import { verifyResponse } from "@/lib/server/services/session-auth";

export const GET = route({ auth: "user" }, ({ user }) => verifyResponse(user));
