import "server-only";
import { eq } from "drizzle-orm";
import type { ShareEmailBody, ShareEmailResponse } from "@/lib/contract/share-email";
import { consumeRateLimit } from "@/lib/server/auth/rate-limit";
import type { Db } from "@/lib/server/db/client";
import { assets, shareLinks } from "@/lib/server/db/schema";
import { EMAILED_LINK_PARAM } from "@/lib/server/hits/hit-class";
import { tooManyRequests } from "@/lib/server/errors";
import type { MailMessage, Mailer } from "@/lib/server/mail/mailer";
import type { Profile } from "./profiles";
import { shareAsset } from "./share-links";

export const SHARE_EMAILS_PER_HOUR = 20;

/** One line of text for a mail header: no CR/LF (header injection) and no runs of spaces. */
export function headerText(text: string): string {
  return text
    .replace(/[\r\n\t\u2028\u2029]+/g, " ")
    .replace(/ {2,}/g, " ")
    .trim();
}

function repName(actor: Profile): string {
  return headerText([actor.firstName, actor.lastName].filter(Boolean).join(" ")) || actor.email;
}

/** The customer's e-mail: subject, optional personal note, the share link, and who sent it. */
export function shareEmailMessage(
  actor: Profile,
  to: string,
  title: string,
  link: string,
  message: string | undefined,
): MailMessage {
  const name = repName(actor);
  const note = message?.trim();
  const text = [
    "Hello,",
    "",
    ...(note ? [note, ""] : []),
    `${name} shared "${title}" with you. View or download it here:`,
    link,
    "",
    "--",
    name,
    actor.email,
    "",
  ].join("\n");
  return { to, subject: `${name} shared "${headerText(title)}" with you`, text };
}

/**
 * Sends the actor's share link of a visible asset to a customer through the mailer. At most
 * SHARE_EMAILS_PER_HOUR per rep; an asset the actor cannot see is 404 'Asset not found.'.
 */
export async function sendShareEmail(
  db: Db,
  mailer: Mailer,
  actor: Profile,
  input: ShareEmailBody,
  siteOrigin: string,
): Promise<ShareEmailResponse> {
  const limit = await consumeRateLimit(db, `share-email:${actor.id}`, SHARE_EMAILS_PER_HOUR, 3600);
  if (!limit.allowed) {
    throw tooManyRequests(
      `You can send at most ${SHARE_EMAILS_PER_HOUR} asset e-mails per hour. Please try again later.`,
      limit.retryAfterSeconds,
    );
  }
  const { shareSlug } = await shareAsset(db, actor, input.assetId);
  const [asset] = await db.select({ title: assets.title }).from(assets).where(eq(assets.id, input.assetId));
  // Marked as e-mailed, and stamped before the send, so a scanner's instant pre-fetch is caught.
  const link = `${siteOrigin}/asset/${shareSlug}?${EMAILED_LINK_PARAM}=email`;
  await db.update(shareLinks).set({ emailedAt: new Date() }).where(eq(shareLinks.slug, shareSlug));
  await mailer.send(shareEmailMessage(actor, input.email, asset?.title ?? "an asset", link, input.message));
  return { sent: true, shareSlug };
}
