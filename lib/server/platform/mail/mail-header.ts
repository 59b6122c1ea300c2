import "server-only";
import addressparser from "nodemailer/lib/addressparser";
import type { Address } from "nodemailer/lib/mailer";

/** One line of text for a mail header: no CR/LF (header injection) and no runs of spaces. */
export function headerText(text: string): string {
  return text
    .replace(/[\r\n\t\u2028\u2029]+/g, " ")
    .replace(/ {2,}/g, " ")
    .trim();
}

/**
 * The sender of a message: MAIL_FROM as it is, or, for a message sent on someone's behalf, their
 * name (one safe header line) with MAIL_FROM's own address, so the domain's mail setup still holds.
 */
export function senderAddress(mailFrom: string, fromName: string | undefined): string | Address {
  if (fromName === undefined) return mailFrom;
  const [first] = addressparser(mailFrom, { flatten: true });
  return { name: headerText(fromName), address: first?.address ?? mailFrom };
}
