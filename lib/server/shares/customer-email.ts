import "server-only";
import type { MailMessage } from "@/lib/server/platform/mail/mailer";

/** A rep's e-mail to a customer; `body` is the text part's lines between the note and the signature. */
export interface CustomerEmail {
  to: string;
  rep: { name: string; email: string };
  brandName: string;
  subject: string;
  greeting: string;
  note: string | undefined;
  body: string[];
  html: string;
}

/**
 * An asset's or a room's e-mail to a customer, sent as "{rep} via {brand}" with replies going to
 * the rep; the plain-text part greets, gives the rep's note, the body, then the rep's signature.
 */
export function customerEmailMessage({
  to,
  rep,
  brandName,
  subject,
  greeting,
  note,
  body,
  html,
}: CustomerEmail): MailMessage {
  const text = [greeting, "", ...(note ? [note, ""] : []), ...body, "", "--", rep.name, rep.email, brandName, ""].join(
    "\n",
  );
  return {
    to,
    subject,
    text,
    html,
    fromName: `${rep.name} via ${brandName}`,
    replyTo: { name: rep.name, address: rep.email },
  };
}
