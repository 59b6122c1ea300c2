/**
 * Refresh-token rotation with GoTrue's reuse interval: a token presented again within 10 s of its
 * rotation (two tabs, a page and its API calls) gets that rotation's session back instead of
 * revoking the family; later reuse still revokes it; an unused token expires with the session.
 */
import { eq } from "drizzle-orm";
import { SESSION_IDLE_SECONDS } from "@/lib/auth-cookie";
import { sha256 } from "@/lib/server/auth/crypto";
import { authRefreshTokens, authSessions } from "@/lib/server/platform/db/schema";
import { SITE, startGoTrue, type GoTrueHarness } from "../helpers/gotrue-harness";

let auth: GoTrueHarness;
const EMAIL = "tabs@example.com";
const PASSWORD = "two-tabs-open";

beforeAll(async () => {
  auth = await startGoTrue();
  await auth.addUser(EMAIL, PASSWORD);
});
afterAll(() => auth.close());

interface Grant {
  status: number;
  body: { access_token?: string; refresh_token?: string; code?: string };
}

async function grant(type: "password" | "refresh_token", body: object): Promise<Grant> {
  const response = await auth.fetch(`${SITE}/auth/v1/token?grant_type=${type}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Grant["body"] };
}

const signIn = async () => (await grant("password", { email: EMAIL, password: PASSWORD })).body.refresh_token ?? "";
const refresh = (token: string) => grant("refresh_token", { refresh_token: token });

async function moveToken(token: string, change: { revokedAt?: Date; createdAt?: Date }) {
  await auth.database.db
    .update(authRefreshTokens)
    .set(change)
    .where(eq(authRefreshTokens.tokenHash, sha256(token)));
}

async function userOf(accessToken: string) {
  return auth.fetch(`${SITE}/auth/v1/user`, { headers: { Authorization: `Bearer ${accessToken}` } });
}

test("a token presented again within the interval gets the session its rotation produced", async () => {
  const first = await signIn();
  const rotated = await refresh(first);
  expect(rotated.status).toBe(200);
  const retried = await refresh(first);
  expect(retried.status).toBe(200);
  expect(retried.body.refresh_token).toBe(rotated.body.refresh_token);
  expect((await userOf(retried.body.access_token ?? "")).status).toBe(200);

  // The family lives on: the shared newer token rotates once more as usual.
  const next = await refresh(rotated.body.refresh_token ?? "");
  expect(next.status).toBe(200);
  expect(next.body.refresh_token).not.toBe(rotated.body.refresh_token);
});

test("two refreshes with the same token at once both keep the session", async () => {
  const first = await signIn();
  const [a, b] = await Promise.all([refresh(first), refresh(first)]);
  expect([a.status, b.status]).toEqual([200, 200]);
  expect(a.body.refresh_token).toBe(b.body.refresh_token);
  expect((await refresh(a.body.refresh_token ?? "")).status).toBe(200);
});

test("a retry follows later rotations to the session's live token", async () => {
  const first = await signIn();
  const second = (await refresh(first)).body.refresh_token ?? "";
  const third = (await refresh(second)).body.refresh_token ?? "";
  const retried = await refresh(first);
  expect(retried.status).toBe(200);
  expect(retried.body.refresh_token).toBe(third);
});

test("reuse after the interval revokes the whole family", async () => {
  const first = await signIn();
  const second = (await refresh(first)).body.refresh_token ?? "";
  await moveToken(first, { revokedAt: new Date(Date.now() - 10_500) });
  const replay = await refresh(first);
  expect(replay).toMatchObject({ status: 400, body: { code: "refresh_token_already_used" } });
  expect((await refresh(second)).body).toMatchObject({ code: "refresh_token_not_found" });
});

test("a refresh token unused for the session lifetime has expired, and so has its session", async () => {
  const first = await signIn();
  const [token] = await auth.database.db
    .select({ sessionId: authRefreshTokens.sessionId })
    .from(authRefreshTokens)
    .where(eq(authRefreshTokens.tokenHash, sha256(first)));
  await moveToken(first, { createdAt: new Date(Date.now() - (SESSION_IDLE_SECONDS + 60) * 1000) });
  expect(await refresh(first)).toMatchObject({ status: 400, body: { code: "session_expired" } });
  const left = await auth.database.db
    .select()
    .from(authSessions)
    .where(eq(authSessions.id, token?.sessionId ?? ""));
  expect(left).toHaveLength(0);
});
