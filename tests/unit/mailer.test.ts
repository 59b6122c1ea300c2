import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { outboxMailer } from "@/lib/server/platform/mail/mailer";

let outbox: string;
beforeEach(() => {
  outbox = fs.mkdtempSync(path.join(os.tmpdir(), "outbox-"));
  jest.spyOn(console, "log").mockImplementation(() => undefined);
});
afterEach(() => {
  fs.rmSync(outbox, { recursive: true, force: true });
  jest.restoreAllMocks();
});

function onlyMail(): string {
  const [file] = fs.readdirSync(outbox);
  return fs.readFileSync(path.join(outbox, file ?? ""), "utf8");
}

/** The message's headers, unfolded, before the first blank line. */
function headersOf(mail: string): string[] {
  return mail
    .split("\n\n")[0]!
    .replace(/\n[ \t]+/g, " ")
    .split("\n");
}

test("a message on a rep's behalf has their name with MAIL_FROM's address, Reply-To and an HTML part", async () => {
  const mailer = outboxMailer(outbox, "Sales Rep Portal <no-reply@portal.example>");
  await mailer.send({
    to: "parent@example.com",
    subject: "Subject",
    text: "Plain words",
    html: "<p>Rich words</p>",
    fromName: "Riley Rep via BAC",
    replyTo: { name: "Riley Rep", address: "riley@example.com" },
  });
  const mail = onlyMail();
  const headers = headersOf(mail);
  expect(headers).toContain("From: Riley Rep via BAC <no-reply@portal.example>");
  expect(headers).toContain("Reply-To: Riley Rep <riley@example.com>");
  expect(headers.find((h) => h.startsWith("Content-Type:"))).toMatch(/^Content-Type: multipart\/alternative;/);
  expect(mail).toContain("Content-Type: text/plain");
  expect(mail).toContain("Plain words");
  expect(mail).toContain("Content-Type: text/html");
  expect(mail).toContain("<p>Rich words</p>");
});

test("CR/LF in the names cannot add headers", async () => {
  const mailer = outboxMailer(outbox, "no-reply@portal.example");
  await mailer.send({
    to: "parent@example.com",
    subject: "Subject",
    text: "x",
    fromName: "Eve\r\nBcc: victim@example.com",
    replyTo: { name: "Eve\nX-Evil: 1", address: "eve@example.com" },
  });
  const headers = headersOf(onlyMail());
  expect(headers.some((h) => /^(Bcc|X-Evil):/i.test(h))).toBe(false);
  expect(headers).toContain('From: "Eve Bcc: victim@example.com" <no-reply@portal.example>');
  expect(headers).toContain('Reply-To: "Eve X-Evil: 1" <eve@example.com>');
});

test("a message of the portal itself is sent from MAIL_FROM as it is", async () => {
  await outboxMailer(outbox, "Sales Rep Portal <no-reply@portal.example>").send({
    to: "a@example.com",
    subject: "Sign in",
    text: "x",
  });
  expect(headersOf(onlyMail())).toContain("From: Sales Rep Portal <no-reply@portal.example>");
});
