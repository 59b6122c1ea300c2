import "server-only";
import { eq } from "drizzle-orm";
import type { ShareEmailBody, ShareEmailResponse } from "@/lib/contract/share-email";
import { consumeRateLimit } from "@/lib/server/auth/rate-limit";
import type { Db } from "@/lib/server/platform/db/client";
import { assets, rooms } from "@/lib/server/platform/db/schema";
import { EMAILED_LINK_PARAM } from "@/lib/server/engagement/hit-class";
import { tooManyRequests } from "@/lib/server/platform/http-errors";
import { headerText } from "@/lib/server/platform/mail/mail-header";
import type { MailMessage, Mailer } from "@/lib/server/platform/mail/mailer";
import { shareEmailHtml } from "@/lib/server/shares/share-email-html";
import type { Profile } from "@/lib/server/auth/profiles";
import { repDisplayName } from "@/lib/server/users/rep-name";
import { customerEmailMessage } from "@/lib/server/shares/customer-email";
import { personalShareRoom } from "./personal-share-room";
import { roomEmailItems } from "./room-email-items";
import { roomUrl } from "./room-summaries";
import { shareBrand } from "@/lib/server/shares/share-links";

export const SHARE_EMAILS_PER_HOUR = 20;

/** What a share e-mail says: the asset, the link to it, the brand it is shared in and a note. */
export interface ShareEmailContent {
  to: string;
  title: string;
  /** The asset's cover for the HTML part (docs/sharing.md#the-share-e-mail), or null. */
  coverUrl: string | null;
  link: string;
  brand: { name: string; primaryColor: string };
  message: string | undefined;
}

/** The customer's e-mail of one asset: the subject names it; the HTML part is branded. */
export function shareEmailMessage(actor: Profile, content: ShareEmailContent): MailMessage {
  const name = repDisplayName(actor);
  const note = content.message?.trim() || undefined;
  return customerEmailMessage({
    to: content.to,
    rep: { name, email: actor.email },
    brandName: content.brand.name,
    subject: `${name} shared "${headerText(content.title)}" with you`,
    greeting: "Hello,",
    note,
    body: [`${name} shared "${content.title}" with you. View or download it here:`, content.link],
    html: shareEmailHtml({ ...content, note, repName: name, repEmail: actor.email }),
  });
}

export interface ShareEmailContext {
  siteOrigin: string;
  /** The portal's brand cookie: the brand shared from when the body names none. */
  brandCode?: string;
}

/**
 * Sends a visible asset, in the brand the actor shares from, to a customer through the mailer: as a
 * personal link (a one-asset room for that address), so the rep sees who opened it. At most
 * SHARE_EMAILS_PER_HOUR per rep; an asset the actor cannot see is 404 'Asset not found.'.
 */
export async function sendShareEmail(
  db: Db,
  mailer: Mailer,
  actor: Profile,
  input: ShareEmailBody,
  { siteOrigin, brandCode }: ShareEmailContext,
): Promise<ShareEmailResponse> {
  const limit = await consumeRateLimit(db, `share-email:${actor.id}`, SHARE_EMAILS_PER_HOUR, 3600);
  if (!limit.allowed) {
    throw tooManyRequests(
      `You can send at most ${SHARE_EMAILS_PER_HOUR} asset e-mails per hour. Please try again later.`,
      limit.retryAfterSeconds,
    );
  }
  const brand = await shareBrand(db, actor, input.assetId, { brandId: input.brandId, brandCode });
  const message = input.message?.trim() || undefined;
  const room = await personalShareRoom(db, actor, {
    assetId: input.assetId,
    brandId: brand.id,
    email: input.email,
    note: message,
  });
  const [asset] = await db.select({ title: assets.title }).from(assets).where(eq(assets.id, input.assetId));
  const [item] = await roomEmailItems(db, room, siteOrigin);
  // Marked as e-mailed, and stamped before the send, so a scanner's instant pre-fetch is caught.
  await db.update(rooms).set({ emailedAt: new Date() }).where(eq(rooms.id, room.id));
  await mailer.send(
    shareEmailMessage(actor, {
      to: input.email,
      title: asset?.title ?? "an asset",
      coverUrl: item?.coverUrl ?? null,
      link: `${roomUrl(siteOrigin, room.slug)}?${EMAILED_LINK_PARAM}=email`,
      brand,
      message,
    }),
  );
  return { sent: true, roomId: room.id };
}
