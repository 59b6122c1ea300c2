import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Extra header fields, such as List-Unsubscribe. */
  headers?: Record<string, string>;
}

export interface Mailer {
  send: (message: MailMessage) => Promise<void>;
}

/** Writes each message as an .eml file into the outbox folder (embedded mode) and logs it. */
export function outboxMailer(outboxDir: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
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
      await transport.sendMail({ from, ...message });
    },
  };
}
