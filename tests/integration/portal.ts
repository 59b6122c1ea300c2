import fs from "node:fs";
import path from "node:path";
import { randomInt, randomUUID } from "node:crypto";
import { BROWSER_NAVIGATION_HEADERS } from "../helpers/navigation-headers";

export { BROWSER_NAVIGATION_HEADERS };
import { calculateJwkThumbprint, decodeJwt, importJWK, SignJWT, type JWK } from "jose";

/** The server the global setup started, and helpers to call it like a browser or a script would. */
export const PORTAL_URL = process.env.PORTAL_URL ?? "";
export const DATA_DIR = process.env.PORTAL_DATA_DIR ?? "";

export const DEMO_REP = { email: "rep@example.com", password: "rep12345" };
export const DEMO_ADMIN = { email: "admin@example.com", password: "admin1234" };

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

/** Must equal HEALTH_TOKEN in the server environment of global-setup.mjs: /api/health's details. */
export const HEALTH_TOKEN = "integration-health-token";

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

/** The server's signing key (the global setup hands it over), for tokens only their expiry or key can fail. */
export const portalKey = (): JWK => JSON.parse(process.env.PORTAL_JWK ?? "{}") as JWK;

/**
 * An access token of a signed-in user's live session, naming the portal's key id, signed with `key`
 * (the portal's unless given) and expiring `expiresIn` seconds from now (negative: expired).
 */
export async function accessTokenFor(
  signedIn: LoginResult,
  { expiresIn, key = portalKey() }: { expiresIn: number; key?: JWK },
): Promise<string> {
  const portal = portalKey();
  const expiresAt = Math.floor(Date.now() / 1000) + expiresIn;
  return new SignJWT({
    email: signedIn.user.email,
    role: "authenticated",
    app_metadata: { role: signedIn.user.role },
    session_id: decodeJwt(signedIn.session.access_token).session_id,
  })
    .setProtectedHeader({
      alg: "ES256",
      kid: await calculateJwkThumbprint({ kty: portal.kty, crv: portal.crv, x: portal.x, y: portal.y }),
      typ: "JWT",
    })
    .setIssuer("rep-portal-auth")
    .setAudience("authenticated")
    .setSubject(signedIn.user.id)
    .setIssuedAt(expiresAt - 900)
    .setExpirationTime(expiresAt)
    .sign(await importJWK(key, "ES256"));
}

/**
 * A user's access token signed with the portal's key, with a session id of no live session: what
 * a public page (which only checks the signature: `publicPageUserId`) takes for that user, as from a
 * signed-in browser. Tests whose users were written straight into a second server's database use it.
 */
export async function publicPageToken(user: { id: string; email: string }): Promise<string> {
  const key = portalKey();
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email: user.email, role: "authenticated", session_id: randomUUID() })
    .setProtectedHeader({
      alg: "ES256",
      kid: await calculateJwkThumbprint({ kty: key.kty, crv: key.crv, x: key.x, y: key.y }),
      typ: "JWT",
    })
    .setIssuer("rep-portal-auth")
    .setAudience("authenticated")
    .setSubject(user.id)
    .setIssuedAt(now)
    .setExpirationTime(now + 900)
    .sign(await importJWK(key, "ES256"));
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

/** The sign-in links in the outbox for an address, newest first (other mail, such as an invitation, has none). */
export function outboxSignInLinksTo(email: string): string[] {
  return outboxMailsTo(email).flatMap((mail) => mail.match(/https?:\/\/\S+\/auth\/v1\/verify\?\S+/)?.[0] ?? []);
}

/** The 6-digit code of the newest sign-in e-mail to an address. */
export function outboxCodeTo(email: string): string | undefined {
  return outboxMailsTo(email)[0]?.match(/^(\d{6})\r?$/m)?.[1];
}

/** The newest sign-in link in the outbox for an address. */
export function outboxLinkTo(email: string): string | undefined {
  return outboxSignInLinksTo(email)[0];
}
