import "server-only";
import { eq } from "drizzle-orm";
import type { RoomEmailInput } from "@/lib/contract/rooms";
import { consumeRateLimit } from "@/lib/server/auth/rate-limit";
import type { Db } from "@/lib/server/platform/db/client";
import { brands, rooms } from "@/lib/server/platform/db/schema";
import { badRequest, conflict, tooManyRequests } from "@/lib/server/platform/http-errors";
import { EMAILED_LINK_PARAM } from "@/lib/server/engagement/hit-class";
import type { MailMessage, Mailer } from "@/lib/server/platform/mail/mailer";
import type { Profile } from "@/lib/server/auth/profiles";
import { repDisplayName } from "@/lib/server/users/rep-name";
import { customerEmailMessage } from "@/lib/server/shares/customer-email";
import { SHARE_EMAILS_PER_HOUR } from "./share-email-send";
import { roomEmailHtml } from "./room-email-html";
import { ownRoom } from "./room-owner";
import { roomStatus } from "./room-status";
import { roomEmailItems, type EmailItem } from "./room-email-items";
import { roomUrl } from "./room-summaries";

/** What a room e-mail says: to whom, the room's assets, the link, the brand and the rep's note. */
export interface RoomEmailContent {
  to: string;
  recipientName: string;
  items: EmailItem[];
  link: string;
  brand: { name: string; primaryColor: string };
  note: string | undefined;
}

const itemCount = (n: number) => (n === 1 ? "1 item" : `${n} items`);

/** The recipient's e-mail of a room, sent as the share e-mail is: the subject counts its items. */
export function roomEmailMessage(actor: Profile, content: RoomEmailContent): MailMessage {
  const name = repDisplayName(actor);
  return customerEmailMessage({
    to: content.to,
    rep: { name, email: actor.email },
    brandName: content.brand.name,
    subject: `${name} shared ${itemCount(content.items.length)} with you`,
    greeting: `Hello ${content.recipientName},`,
    note: content.note,
    body: [
      `${name} shared ${itemCount(content.items.length)} with you:`,
      ...content.items.map((item) => `- ${item.title}`),
      "",
      "Open them here:",
      content.link,
    ],
    html: roomEmailHtml({ ...content, repName: name, repEmail: actor.email }),
  });
}

/**
 * POST /api/rooms/{id}/email: the room's link to its recipient (or the address given), under the
 * share e-mail's hourly limit per rep, which the two share. Only an active room is sent.
 */
export async function sendRoomEmail(
  db: Db,
  mailer: Mailer,
  actor: Profile,
  rawId: string,
  input: RoomEmailInput,
  siteOrigin: string,
  now = new Date(),
): Promise<{ sent: true; email: string }> {
  const room = await ownRoom(db, actor, rawId);
  const status = roomStatus(room, now);
  if (status === "revoked") throw conflict("This room has been revoked: it can no longer be sent.", "room_revoked");
  if (status === "expired") {
    throw conflict("This room has expired: set a later expiry date before sending it.", "room_expired");
  }
  const to = input.email ?? room.recipientEmail;
  if (!to) throw badRequest("This room has no recipient e-mail: enter one.", "email_required");
  const limit = await consumeRateLimit(db, `share-email:${actor.id}`, SHARE_EMAILS_PER_HOUR, 3600);
  if (!limit.allowed) {
    throw tooManyRequests(
      `You can send at most ${SHARE_EMAILS_PER_HOUR} asset and room e-mails per hour. Please try again later.`,
      limit.retryAfterSeconds,
    );
  }
  const [[brand], items] = await Promise.all([
    db.select({ name: brands.name, primaryColor: brands.primaryColor }).from(brands).where(eq(brands.id, room.brandId)),
    roomEmailItems(db, room, siteOrigin),
  ]);
  if (!brand) throw new Error("The room's brand is missing");
  // Stamped before the send, so a mail scanner's instant pre-fetch falls in the window.
  await db.update(rooms).set({ emailedAt: now }).where(eq(rooms.id, room.id));
  await mailer.send(
    roomEmailMessage(actor, {
      to,
      recipientName: room.recipientName,
      items,
      link: `${roomUrl(siteOrigin, room.slug)}?${EMAILED_LINK_PARAM}=email`,
      brand,
      note: input.message?.trim() || room.note.trim() || undefined,
    }),
  );
  return { sent: true, email: to };
}
