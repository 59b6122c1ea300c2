import { roomEmailSchema } from "@/lib/contract/rooms";
import { route } from "@/lib/server/http";
import { publicOrigin } from "@/lib/server/request/public-origin";
import { sendRoomEmail } from "@/lib/server/rooms/room-email";

export const POST = route({ auth: "user", body: roomEmailSchema }, ({ request, runtime, user, params, body }) =>
  sendRoomEmail(runtime.db, runtime.mailer, user, String(params.id), body, publicOrigin(request, runtime.env)),
);
