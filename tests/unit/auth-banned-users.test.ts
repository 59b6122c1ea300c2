/** A banned user (a deactivated portal user) gets no grant of any kind and no sign-in link. */
import { eq } from "drizzle-orm";
import { authUsers } from "@/lib/server/platform/db/schema";
import { lastLinkTo, SITE, startGoTrue, type GoTrueHarness } from "../helpers/gotrue-harness";

let auth: GoTrueHarness;
const EMAIL = "leaver@example.com";
const PASSWORD = "was-active";

beforeAll(async () => {
  auth = await startGoTrue();
  await auth.addUser(EMAIL, PASSWORD);
});
afterAll(() => auth.close());

const ban = (until: Date | null) =>
  auth.database.db.update(authUsers).set({ bannedUntil: until }).where(eq(authUsers.email, EMAIL));
const FOREVER = new Date("2999-12-31T00:00:00Z");

test("password, refresh and PKCE grants all refuse a banned user", async () => {
  const supabase = auth.client();
  const { data } = await supabase.auth.signInWithPassword({ email: EMAIL, password: PASSWORD });
  const refreshToken = data.session?.refresh_token ?? "";
  await supabase.auth.signInWithOtp({ email: EMAIL, options: { emailRedirectTo: `${SITE}/auth/callback` } });
  const verified = await auth.fetch(lastLinkTo(auth.outbox, EMAIL), { redirect: "manual" });
  const code = new URL(verified.headers.get("location") ?? "").searchParams.get("code") ?? "";
  await ban(FOREVER);
  try {
    const password = await auth.client().auth.signInWithPassword({ email: EMAIL, password: PASSWORD });
    expect(password.error?.code).toBe("user_banned");
    const refreshed = await auth.client().auth.refreshSession({ refresh_token: refreshToken });
    expect(refreshed.error?.code).toBe("user_banned");
    const exchanged = await supabase.auth.exchangeCodeForSession(code);
    expect(exchanged.error?.code).toBe("user_banned");
  } finally {
    await ban(null);
  }
});

test("a link sent before the ban no longer works", async () => {
  const email = "leaver2@example.com";
  await auth.addUser(email, PASSWORD);
  await auth.client().auth.signInWithOtp({ email, options: { emailRedirectTo: `${SITE}/auth/callback` } });
  const link = lastLinkTo(auth.outbox, email);
  await auth.database.db.update(authUsers).set({ bannedUntil: FOREVER }).where(eq(authUsers.email, email));
  expect((await auth.fetch(link, { redirect: "manual" })).status).toBe(403);
});

test("a banned user gets the same answer as anyone but no sign-in link", async () => {
  const email = "leaver3@example.com";
  await auth.addUser(email, PASSWORD);
  await auth.database.db.update(authUsers).set({ bannedUntil: FOREVER }).where(eq(authUsers.email, email));
  const before = auth.outbox.length;
  const asked = await auth.client().auth.signInWithOtp({ email });
  expect(asked.error).toBeNull();
  expect(auth.outbox.length).toBe(before);
});

test("the admin API bans a user it creates with a ban_duration, and reports it", async () => {
  const admin = auth.client("service").auth.admin;
  const created = await admin.createUser({
    email: "inactive-from-start@example.com",
    password: "abcdef",
    email_confirm: true,
    ban_duration: "876000h",
  });
  expect(created.error).toBeNull();
  expect(new Date(created.data.user?.banned_until ?? 0).getFullYear()).toBeGreaterThan(2100);
  const signIn = await auth
    .client()
    .auth.signInWithPassword({ email: "inactive-from-start@example.com", password: "abcdef" });
  expect(signIn.error?.code).toBe("user_banned");
});
