/**
 * The real, unmodified @supabase/supabase-js client against the built-in auth service, for every
 * call the portal relies on.
 */
import { eq } from "drizzle-orm";
import { sha256 } from "@/lib/server/auth/crypto";
import { authRefreshTokens } from "@/lib/server/platform/db/schema";
import { lastLinkTo, SITE, startGoTrue, type GoTrueHarness } from "../helpers/gotrue-harness";

let auth: GoTrueHarness;
const EMAIL = "jane@example.com";
const PASSWORD = "s3cret-pass";

beforeAll(async () => {
  auth = await startGoTrue();
  await auth.addUser(EMAIL, PASSWORD);
});
afterAll(() => auth.close());

test("password sign-in returns a session with a verifiable access token", async () => {
  const supabase = auth.client();
  const { data, error } = await supabase.auth.signInWithPassword({ email: EMAIL, password: PASSWORD });
  expect(error).toBeNull();
  expect(data.user?.email).toBe(EMAIL);
  expect(data.session?.refresh_token).toBeTruthy();
  expect(data.session?.expires_in).toBe(900);

  const claims = await supabase.auth.getClaims();
  expect(claims.error).toBeNull();
  expect(claims.data?.claims.sub).toBe(data.user?.id);
  expect(claims.data?.claims.role).toBe("authenticated");
  expect(claims.data?.header.alg).toBe("ES256");
});

test("the JWKS publishes the public key only", async () => {
  const response = await auth.fetch(`${SITE}/auth/v1/.well-known/jwks.json`);
  const { keys } = (await response.json()) as { keys: Record<string, unknown>[] };
  expect(keys).toHaveLength(1);
  expect(keys[0]).toMatchObject({ kty: "EC", crv: "P-256", alg: "ES256", kid: auth.keys.kid });
  expect(keys[0]).not.toHaveProperty("d");
});

test("getUser answers for a live session and refuses after logout", async () => {
  const supabase = auth.client();
  const { data } = await supabase.auth.signInWithPassword({ email: EMAIL, password: PASSWORD });
  const token = data.session?.access_token ?? "";
  const user = await supabase.auth.getUser(token);
  expect(user.data.user?.email).toBe(EMAIL);

  expect((await supabase.auth.signOut()).error).toBeNull();
  const after = await auth.client().auth.getUser(token);
  expect(after.data.user).toBeNull();
  expect(after.error).not.toBeNull();
  const raw = await auth.fetch(`${SITE}/auth/v1/user`, { headers: { Authorization: `Bearer ${token}` } });
  expect(raw.status).toBe(403);
  expect(await raw.json()).toMatchObject({ code: "session_not_found" });
});

test("refresh rotates the token; replaying a used one after the reuse interval revokes the session", async () => {
  const supabase = auth.client();
  const { data } = await supabase.auth.signInWithPassword({ email: EMAIL, password: PASSWORD });
  const first = data.session?.refresh_token ?? "";

  const rotated = await supabase.auth.refreshSession();
  expect(rotated.error).toBeNull();
  const second = rotated.data.session?.refresh_token ?? "";
  expect(second).not.toBe(first);

  await rotatedSecondsAgo(first, 11);
  const replay = await auth.client().auth.refreshSession({ refresh_token: first });
  expect(replay.error?.code).toBe("refresh_token_already_used");

  // The family is gone: the newer token no longer works either.
  const afterReuse = await auth.client().auth.refreshSession({ refresh_token: second });
  expect(afterReuse.error).not.toBeNull();
  expect(afterReuse.data.session).toBeNull();
});

/** Moves a used refresh token's rotation into the past (the service reads the clock, not a fake). */
async function rotatedSecondsAgo(token: string, seconds: number) {
  await auth.database.db
    .update(authRefreshTokens)
    .set({ revokedAt: new Date(Date.now() - seconds * 1000) })
    .where(eq(authRefreshTokens.tokenHash, sha256(token)));
}

test("PKCE magic link: /otp e-mails a link, /verify redirects with a code that becomes a session once", async () => {
  const supabase = auth.client();
  const sent = await supabase.auth.signInWithOtp({
    email: EMAIL,
    options: { emailRedirectTo: `${SITE}/auth/callback`, shouldCreateUser: false },
  });
  expect(sent.error).toBeNull();

  const link = lastLinkTo(auth.outbox, EMAIL);
  expect(link.startsWith(`${SITE}/auth/v1/verify?`)).toBe(true);
  const verify = await auth.fetch(link, { redirect: "manual" });
  expect(verify.status).toBe(303);
  const callback = new URL(verify.headers.get("location") ?? "");
  expect(`${callback.origin}${callback.pathname}`).toBe(`${SITE}/auth/callback`);
  const code = callback.searchParams.get("code") ?? "";
  expect(code).not.toBe("");

  const exchanged = await supabase.auth.exchangeCodeForSession(code);
  expect(exchanged.error).toBeNull();
  expect(exchanged.data.user?.email).toBe(EMAIL);

  // The link and the code are single use.
  expect((await auth.fetch(link, { redirect: "manual" })).status).toBe(403);
  const again = await supabase.auth.exchangeCodeForSession(code);
  expect(again.error).not.toBeNull();
});

test("admin create, list and delete users with the service key only", async () => {
  const admin = auth.client("service").auth.admin;
  const created = await admin.createUser({ email: "new.rep@example.com", password: "abcdef", email_confirm: true });
  expect(created.error).toBeNull();
  const id = created.data.user?.id ?? "";

  const listed = await admin.listUsers({ page: 1, perPage: 50 });
  expect(listed.data.users.map((u) => u.email)).toContain("new.rep@example.com");

  const duplicate = await admin.createUser({ email: "NEW.rep@example.com", password: "abcdef" });
  expect(duplicate.error?.code).toBe("email_exists");

  const withAnon = await auth.client("anon").auth.admin.listUsers();
  expect(withAnon.error?.status).toBe(403);

  expect((await admin.deleteUser(id)).error).toBeNull();
  const signIn = await auth.client().auth.signInWithPassword({ email: "new.rep@example.com", password: "abcdef" });
  expect(signIn.error?.code).toBe("invalid_credentials");
});

test("signing out a session that already ended succeeds", async () => {
  const supabase = auth.client();
  const { data } = await supabase.auth.signInWithPassword({ email: EMAIL, password: PASSWORD });
  const token = data.session?.access_token ?? "";
  const logout = () =>
    auth.fetch(`${SITE}/auth/v1/logout?scope=local`, { method: "POST", headers: { Authorization: `Bearer ${token}` } });
  expect((await logout()).status).toBe(204);
  expect((await logout()).status).toBe(204);
});
