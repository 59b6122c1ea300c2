import { roomEmailSchema } from "@/lib/contract/rooms";
import { route } from "@/lib/server/app/api-route";
import { publicOrigin } from "@/lib/server/platform/request/public-origin";
import { sendRoomEmail } from "@/lib/server/rooms/room-email";

export const POST = route({ auth: "user", body: roomEmailSchema }, ({ request, runtime, user, params, body }) =>
  sendRoomEmail(runtime.db, runtime.mailer, user, String(params.id), body, publicOrigin(request, runtime.env)),
);
