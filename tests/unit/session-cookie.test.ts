import { createChunks, stringToBase64URL } from "@supabase/ssr";
import { AUTH_COOKIE_NAME } from "@/lib/auth-cookie";
import { hasSessionCookie } from "@/lib/client/auth/session-cookie";
import { storedAccessToken } from "@/lib/client/auth/stored-token";
import { sessionCookieToken } from "@/lib/session-token";

const NOW = Date.parse("2026-11-25T12:00:00Z");
const inSeconds = (seconds: number) => Math.floor(NOW / 1000) + seconds;

/** The unit tests run without a DOM: a stand-in document with just the cookie string. */
function withCookies(cookies: { name: string; value: string }[]): void {
  const header = cookies.map(({ name, value }) => `${name}=${encodeURIComponent(value)}`).join("; ");
  Object.defineProperty(globalThis, "document", { value: { cookie: header }, configurable: true });
}

/** The cookies @supabase/ssr's browser client writes for a session (base64url, chunked when long). */
function sessionCookies(session: object): { name: string; value: string }[] {
  return createChunks(AUTH_COOKIE_NAME, `base64-${stringToBase64URL(JSON.stringify(session))}`);
}

afterEach(() => {
  Reflect.deleteProperty(globalThis, "document");
});

test("a stored token good for longer than the refresh margin is read from the cookie", async () => {
  withCookies([
    { name: "other", value: "x" },
    ...sessionCookies({ access_token: "token-1", expires_at: inSeconds(3600) }),
  ]);
  expect(hasSessionCookie()).toBe(true);
  await expect(storedAccessToken(NOW)).resolves.toBe("token-1");
});

test("a session long enough to be split over several cookies is joined first", async () => {
  const cookies = sessionCookies({
    access_token: "t".repeat(5000),
    expires_at: inSeconds(3600),
    padding: "p".repeat(3000),
  });
  expect(cookies.length).toBeGreaterThan(1);
  expect(cookies[0]?.name).toBe(`${AUTH_COOKIE_NAME}.0`);
  withCookies(cookies);
  await expect(storedAccessToken(NOW)).resolves.toBe("t".repeat(5000));
});

test("a token within 90 s of its expiry, or past it, is left to the auth client to refresh", async () => {
  withCookies(sessionCookies({ access_token: "token-1", expires_at: inSeconds(91) }));
  await expect(storedAccessToken(NOW)).resolves.toBe("token-1");
  withCookies(sessionCookies({ access_token: "token-1", expires_at: inSeconds(89) }));
  await expect(storedAccessToken(NOW)).resolves.toBeUndefined();
  withCookies(sessionCookies({ access_token: "token-1", expires_at: inSeconds(-10) }));
  await expect(storedAccessToken(NOW)).resolves.toBeUndefined();
});

test("no cookie, a damaged one or one without a token and expiry gives nothing", async () => {
  withCookies([]);
  expect(hasSessionCookie()).toBe(false);
  await expect(storedAccessToken(NOW)).resolves.toBeUndefined();
  withCookies([{ name: AUTH_COOKIE_NAME, value: "base64-%%%not-base64" }]);
  await expect(storedAccessToken(NOW)).resolves.toBeUndefined();
  withCookies([{ name: AUTH_COOKIE_NAME, value: '{"access_token":' }]);
  await expect(storedAccessToken(NOW)).resolves.toBeUndefined();
  withCookies(sessionCookies({ access_token: "token-1" }));
  await expect(storedAccessToken(NOW)).resolves.toBeUndefined();
  withCookies(sessionCookies({ access_token: 42, expires_at: inSeconds(3600) }));
  await expect(storedAccessToken(NOW)).resolves.toBeUndefined();
});

test("a plain JSON value (written before base64 encoding) is read as well", async () => {
  withCookies([{ name: AUTH_COOKIE_NAME, value: JSON.stringify({ access_token: "old", expires_at: inSeconds(600) }) }]);
  await expect(storedAccessToken(NOW)).resolves.toBe("old");
});

test("a reader that never refreshes (public pages) gets the token whatever its expiry", async () => {
  const cookies = sessionCookies({ access_token: "token-1", expires_at: inSeconds(-3600) });
  await expect(sessionCookieToken(cookies, { now: NOW })).resolves.toBeUndefined();
  await expect(sessionCookieToken(cookies, { now: NOW, anyExpiry: true })).resolves.toBe("token-1");
  await expect(
    sessionCookieToken(sessionCookies({ access_token: "token-2" }), { now: NOW, anyExpiry: true }),
  ).resolves.toBe("token-2");
  await expect(sessionCookieToken([], { now: NOW, anyExpiry: true })).resolves.toBeUndefined();
});
