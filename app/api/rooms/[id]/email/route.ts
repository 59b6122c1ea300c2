import { roomEmailSchema } from "@/lib/contract/rooms";
import { route } from "@/lib/server/app/api-route";
import { publicOrigin } from "@/lib/server/platform/request/public-origin";
import { sendRoomEmail } from "@/lib/server/rooms/room-email";
import { serverMailer } from "@/lib/server/platform/mail/mailer";

export const POST = route({ auth: "user", body: roomEmailSchema }, ({ request, db, env, user, params, body }) =>
  sendRoomEmail(db, serverMailer(), user, String(params.id), body, publicOrigin(request, env)),
);
