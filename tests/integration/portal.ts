import fs from "node:fs";
import path from "node:path";
import { randomInt } from "node:crypto";

/** The server the global setup started, and helpers to call it like a browser or a script would. */
export const PORTAL_URL = process.env.PORTAL_URL ?? "";
export const DATA_DIR = process.env.PORTAL_DATA_DIR ?? "";

export const DEMO_REP = { email: "rep@example.com", password: "rep12345" };
export const DEMO_ADMIN = { email: "admin@example.com", password: "admin1234" };

/**
 * What Chromium sends on a top-level navigation (a link click from another site), as measured in
 * docs/engagement.md: the public pages count a request as a person's only with these. (Node's fetch
 * replaces Sec-Fetch-Mode with "cors"; the server does not read it, for that reason.)
 */
export const BROWSER_NAVIGATION_HEADERS = {
  "User-Agent":
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  Accept:
    "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8," +
    "application/signed-exchange;v=b3;q=0.7",
  "Accept-Language": "en-US,en;q=0.9",
  "Sec-Fetch-Site": "cross-site",
  "Sec-Fetch-Mode": "navigate",
  "Sec-Fetch-Dest": "document",
  "Sec-Fetch-User": "?1",
  "Upgrade-Insecure-Requests": "1",
} as const;

/** Each test file appears to come from its own address, so per-IP rate limits never collide. */
const clientIp = `10.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 254)}`;

export function call(pathname: string, init: RequestInit & { token?: string; json?: unknown } = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set("X-Forwarded-For", clientIp);
  if (init.token) headers.set("Authorization", `Bearer ${init.token}`);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(init.json);
  }
  return fetch(`${PORTAL_URL}${pathname}`, { ...init, headers, body, redirect: "manual" });
}

/** Must equal QUOTES_WEBHOOK_SECRET in the server environment of global-setup.mjs. */
export const QUOTES_SECRET = "integration-quotes-secret";

/** POST /api/webhooks/quotes as the quoting system would (`secret` null: without the header). */
export const sendQuote = (body: string, secret: string | null = QUOTES_SECRET) =>
  call("/api/webhooks/quotes", {
    method: "POST",
    body,
    headers: { "Content-Type": "application/json", ...(secret === null ? {} : { "x-webhook-secret": secret }) },
  });

/** The one error shape every /api error answers with. */
export interface ErrorBody {
  error: { code: string; message: string };
}

/** Asserts an error response: its status, a human message always, and that it names `message` when given. */
export async function expectError(response: Response, status: number, message?: string): Promise<ErrorBody> {
  expect(response.status).toBe(status);
  const body = (await response.json()) as ErrorBody;
  expect(body.error.message).toEqual(
    message === undefined ? expect.stringMatching(/\S/) : expect.stringContaining(message),
  );
  return body;
}

export interface LoginResult {
  session: { access_token: string; refresh_token: string; expires_at: number };
  user: { id: string; email: string; role: string; promoCode: string };
}

export async function login(credentials: { email: string; password: string }): Promise<LoginResult> {
  const response = await call("/api/auth/login", { method: "POST", json: credentials });
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as LoginResult;
}

/** A Cookie header holding a session as @supabase/ssr stores it in the browser. */
export function cookieOf(session: LoginResult["session"]): string {
  const json = JSON.stringify({ ...session, token_type: "bearer", user: {} });
  return `sb-portal-auth-token=base64-${Buffer.from(json).toString("base64url")}`;
}

/** A Cookie header with a fresh session of the user. */
export async function sessionCookie(credentials: { email: string; password: string }): Promise<string> {
  return cookieOf((await login(credentials)).session);
}

/** The body of a sign-in link request (the built-in service sends links only with PKCE). */
export const otpBody = (email: string) => ({ email, code_challenge: "c".repeat(43), code_challenge_method: "s256" });

/** Every e-mail in the server's outbox to an address, newest first (quoted-printable undone). */
export function outboxMailsTo(email: string): string[] {
  const dir = path.join(DATA_DIR, "outbox");
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .reverse()
    .map((file) =>
      fs
        .readFileSync(path.join(dir, file), "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=3D/g, "="),
    )
    .filter((text) => text.includes(`To: ${email}`));
}

/** The newest sign-in link in the outbox for an address. */
export function outboxLinkTo(email: string): string | undefined {
  return outboxMailsTo(email)[0]?.match(/https?:\/\/\S+\/auth\/v1\/verify\?\S+/)?.[0];
}
