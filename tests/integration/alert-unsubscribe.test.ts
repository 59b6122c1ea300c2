/**
 * The alert e-mail's one-step unsubscribe (RFC 8058): the e-mail carries List-Unsubscribe and
 * List-Unsubscribe-Post; GET of the link only asks; POST with its signed token turns alert e-mails
 * off. Forged or altered tokens, a huge body and a cross-site request riding a session change nothing.
 */
import { randomUUID } from "node:crypto";
import { pollUntil } from "../helpers/poll";
import {
  BROWSER_NAVIGATION_HEADERS,
  call,
  cookieOf,
  expectError,
  login,
  outboxMailsTo,
  PORTAL_URL,
  type LoginResult,
} from "./portal";
import { usersOfThisFile } from "./file-users";

/** This file's own users (file-users.ts). */
const { REP } = usersOfThisFile();

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
const ONE_CLICK = { "Content-Type": "application/x-www-form-urlencoded" };

let rep: LoginResult;
let email: string;
/** The unsubscribe link's path and query, taken from the e-mail (its origin is the configured one). */
let unsubscribePath: string;
let token: string;

const alertsOn = async () =>
  ((await (await call("/api/user/alerts", { token: rep.session.access_token })).json()) as { emailAlerts: boolean })
    .emailAlerts;

const postUnsubscribe = (path: string, init: RequestInit = {}) =>
  call(path, {
    method: "POST",
    body: "List-Unsubscribe=One-Click",
    ...init,
    headers: { ...ONE_CLICK, ...init.headers },
  });

beforeAll(async () => {
  email = REP.email;
  rep = await login(REP);
  const link = (await (
    await call("/api/tracked-links", {
      method: "POST",
      token: rep.session.access_token,
      json: { name: "Unsubscribe test", originalUrl: "https://example.com/u" },
    })
  ).json()) as { slug: string };
  await call(`/go/${link.slug}`, { headers: { ...BROWSER_NAVIGATION_HEADERS, "User-Agent": BROWSER } });
  // The newest alert (the account's invitation went to the same address first).
  const alerts = () => outboxMailsTo(email).filter((mail) => mail.includes("List-Unsubscribe-Post:"));
  const [mail] = await pollUntil(alerts, (mails) => mails.length > 0, { timeoutMs: 15_000, intervalMs: 100 });
  expect(mail).toBeDefined();
  // The header as nodemailer folds it: the value may start on the next line.
  const header = /^List-Unsubscribe:\s+<(https?:\/\/[^/>]+)(\/api\/alerts\/unsubscribe\?token=([^>\s]+))>$/m.exec(
    mail!,
  );
  expect(header).not.toBeNull();
  // No SITE_URL in this run: the links point to this server, on localhost at its own port.
  expect(header![1]).toBe(`http://localhost:${new URL(PORTAL_URL).port}`);
  expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  expect(mail).toContain(`on Activity: ${header![1]}/activity`);
  expect(mail).toContain(`${header![1]}${header![2]}`);
  unsubscribePath = header![2]!;
  token = decodeURIComponent(header![3]!);
});

test("GET only asks, with a button that posts back; nothing changes", async () => {
  const response = await call(unsubscribePath);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/html");
  expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
  const page = await response.text();
  expect(page).toContain("Turn off alert e-mails?");
  expect(page).toContain('<form method="post"><button type="submit">Turn off alert e-mails</button></form>');
  expect(await alertsOn()).toBe(true);
});

test.each([
  ["no token", "/api/alerts/unsubscribe"],
  ["a made-up token", `/api/alerts/unsubscribe?token=${randomUUID()}.${"A".repeat(43)}`],
  ["odd bytes", "/api/alerts/unsubscribe?token=%ff%c0%af..%2f"],
  ["a 5,000-character token", `/api/alerts/unsubscribe?token=${"x".repeat(5000)}`],
])("%s is refused and changes nothing", async (_name, path) => {
  await expectError(await postUnsubscribe(path), 400);
  await expectError(await call(path), 400);
  expect(await alertsOn()).toBe(true);
});

test("another user's id under this user's signature is refused", async () => {
  const signature = token.split(".")[1];
  const forged = encodeURIComponent(`${randomUUID()}.${signature}`);
  await expectError(
    await postUnsubscribe(`/api/alerts/unsubscribe?token=${forged}`),
    400,
    "This unsubscribe link is not valid.",
  );
  await expectError(await call(`/api/alerts/unsubscribe?token=${forged}`), 400);
  expect(await alertsOn()).toBe(true);
});

test("a huge body is refused with 413 before it is read; nothing changes", async () => {
  const response = await postUnsubscribe(unsubscribePath, { body: "x".repeat(2 * 1024 * 1024) });
  expect(response.status).toBe(413);
  expect(await alertsOn()).toBe(true);
});

test("a cross-site POST riding the session cookie is refused", async () => {
  const response = await postUnsubscribe(unsubscribePath, {
    headers: { Cookie: cookieOf(rep.session), Origin: "https://attacker.example" },
  });
  await expectError(response, 403);
  expect(await alertsOn()).toBe(true);
});

test("the mail program's one-click POST turns alert e-mails off, and again is still fine", async () => {
  const response = await postUnsubscribe(unsubscribePath);
  expect(response.status).toBe(200);
  expect(await response.text()).toContain("Alert e-mails are off");
  expect(await alertsOn()).toBe(false);
  expect((await postUnsubscribe(unsubscribePath)).status).toBe(200);
  expect(await alertsOn()).toBe(false);
});
