import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer";
import { serverEnv } from "@/lib/server/platform/env";
import { headerText, senderAddress } from "./mail-header";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** An HTML alternative of `text`. */
  html?: string;
  /** Sent as "{fromName}" <MAIL_FROM's address> when someone sends through the portal. */
  fromName?: string;
  /** Where replies go (the person the message is from). */
  replyTo?: { name: string; address: string };
  /** Extra header fields, such as List-Unsubscribe. */
  headers?: Record<string, string>;
}

export interface Mailer {
  send: (message: MailMessage) => Promise<void>;
}

/** The message as nodemailer takes it, with every name put on one safe header line. */
function envelope(from: string, { fromName, replyTo, ...message }: MailMessage): Mail.Options {
  return {
    ...message,
    from: senderAddress(from, fromName),
    ...(replyTo && { replyTo: { name: headerText(replyTo.name), address: replyTo.address } }),
  };
}

/** Writes each message as an .eml file into the outbox folder (embedded mode) and logs it. */
export function outboxMailer(outboxDir: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(message) {
      const info = await transport.sendMail(envelope(from, message));
      await fs.mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, `${Date.now()}-${info.messageId.replace(/[^a-z0-9]/gi, "")}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      console.log(`[mail] "${message.subject}" to ${message.to} written to ${file}\n${message.text}`);
    },
  };
}

/** Sends through SMTP_URL (smtp:// or smtps://). */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail(envelope(from, message));
    },
  };
}

let processMailer: Mailer | undefined;

/** This process's mailer: SMTP at SMTP_URL, else `.eml` files in DATA_DIR/outbox. */
export function serverMailer(): Mailer {
  const env = serverEnv();
  processMailer ??= env.SMTP_URL
    ? smtpMailer(env.SMTP_URL, env.MAIL_FROM)
    : outboxMailer(path.join(env.DATA_DIR, "outbox"), env.MAIL_FROM);
  return processMailer;
}
