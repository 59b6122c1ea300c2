import fs from "node:fs";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { createServerClient } from "@supabase/ssr";
import { request as playwrightRequest, type APIRequestContext, type Cookie, type Page } from "@playwright/test";
import { sessionCookieOptions, SESSION_IDLE_SECONDS } from "../lib/auth-cookie";
import { DEMO_ADMIN, expect, OWN_PAGE, test } from "./fixtures";

/** A user a spec made for itself: what signs them in, where their signed-in state is, who they are. */
export interface OwnUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** As the portal shows it ("Rory Dashboard"). */
  name: string;
  role: "rep" | "admin";
  /** The file of a signed-in browser state of theirs, written before the spec's tests run. */
  storageState: string;
  /**
   * For `test.use({ storageState: USER.signedIn })`: that state, once written. (A spec's first test
   * sets up its browser context before the spec's beforeAll hooks run, so a plain path would be read
   * before the file exists.)
   */
  signedIn: (args: object, provide: (storageState: string) => Promise<void>) => Promise<void>;
  /** Set when the user has been made (before the spec's tests). */
  id: string;
  promoCode: string;
}

const baseURL = () => process.env.E2E_BASE_URL ?? "";

/** The demo admin's token, once per worker: it makes every spec's users (a fresh server has no other admin). */
let demoAdminToken: Promise<string> | undefined;

async function signIn(api: APIRequestContext, user: { email: string; password: string }) {
  const response = await api.post("/api/auth/login", { headers: OWN_PAGE, data: user });
  if (!response.ok()) throw new Error(`signing in ${user.email}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as { session: { access_token: string }; user: { id: string; promoCode: string } };
}

/**
 * The session cookies a browser would hold after `user` signs in: the same library the portal's
 * pages use (@supabase/ssr) signs in and writes them, so chunking and encoding are the browser's.
 */
async function sessionCookies(api: APIRequestContext, user: OwnUser) {
  const { supabaseUrl, supabaseAnonKey } = (await (await api.get("/api/config")).json()) as {
    supabaseUrl: string;
    supabaseAnonKey: string;
  };
  const written = new Map<string, string>();
  const supabase = createServerClient(supabaseUrl, supabaseAnonKey, {
    cookieOptions: sessionCookieOptions(baseURL()),
    cookies: {
      getAll: () => [...written].map(([name, value]) => ({ name, value })),
      setAll: (cookies) => {
        for (const { name, value } of cookies) written.set(name, value);
      },
    },
  });
  const { error } = await supabase.auth.signInWithPassword({ email: user.email, password: user.password });
  if (error) throw new Error(`signing in ${user.email} for a stored session: ${error.message}`);
  const expires = Math.floor(Date.now() / 1000) + SESSION_IDLE_SECONDS;
  const domain = new URL(baseURL()).hostname;
  return [...written].map(([name, value]) => ({
    name,
    value,
    domain,
    path: "/",
    expires,
    httpOnly: false,
    secure: false,
    sameSite: "Lax" as const,
  }));
}

/** Makes `user` through the admin API and stores a signed-in state of theirs. */
async function makeUser(api: APIRequestContext, user: OwnUser) {
  demoAdminToken ??= signIn(api, DEMO_ADMIN).then((signedIn) => signedIn.session.access_token);
  const { email, password, firstName, lastName, role } = user;
  const response = await api.post("/api/admin/users", {
    headers: { Authorization: `Bearer ${await demoAdminToken}` },
    data: { email, password, firstName, lastName, role },
  });
  if (response.status() !== 201) throw new Error(`making ${email}: ${response.status()} ${await response.text()}`);
  ({ id: user.id, promoCode: user.promoCode } = (await response.json()) as { id: string; promoCode: string });
  fs.mkdirSync(path.dirname(user.storageState), { recursive: true });
  fs.writeFileSync(user.storageState, JSON.stringify({ cookies: await sessionCookies(api, user), origins: [] }));
}

function ownUser(
  spec: string,
  role: OwnUser["role"],
  made: () => Promise<void>,
  firstName = role === "admin" ? "Ada" : "Rory",
): OwnUser {
  const id = randomUUID().slice(0, 8);
  const storageState = path.resolve("e2e/.auth", `${spec}.${role}.${id}.json`);
  // Letters only ("AdminOverview"): a name in a mail header or a promo code stays as it is.
  const lastName = spec.replace(/(?:^|-)(\w)/g, (_, letter: string) => letter.toUpperCase());
  return {
    email: `${spec}.${role}.${id}@example.com`,
    password: `pw-${randomUUID()}`,
    firstName,
    lastName,
    name: `${firstName} ${lastName}`,
    role,
    storageState,
    // Playwright reads a fixture's dependencies from a destructuring pattern; this one has none.
    signedIn: async ({}, provide) => {
      await made();
      await provide(storageState);
    },
    id: "",
    promoCode: "",
  };
}

/**
 * A rep made for one test (its first name as given) and signed in on `page` with a stored session's
 * cookies rather than the form; the page then shows the portal.
 */
export async function signInNewRep(page: Page, spec: string, firstName?: string): Promise<OwnUser> {
  const rep = ownUser(spec, "rep", () => Promise.resolve(), firstName);
  const api = await playwrightRequest.newContext({ baseURL: baseURL() });
  await makeUser(api, rep);
  await api.dispose();
  const { cookies } = JSON.parse(fs.readFileSync(rep.storageState, "utf8")) as { cookies: Cookie[] };
  await page.context().addCookies(cookies);
  await page.goto("/");
  await expect(page).toHaveURL(/\/$/);
  return rep;
}

/** The API as `user`'s page would call it: their session cookie and the portal's own origin. */
export function asUser(user: OwnUser): Promise<APIRequestContext> {
  return playwrightRequest.newContext({
    baseURL: baseURL(),
    storageState: user.storageState,
    extraHTTPHeaders: OWN_PAGE,
  });
}

/** A tracked link of `user`'s, made through the API as their page makes one; its slug. */
export async function makeTrackedLink(user: OwnUser, name: string, originalUrl: string): Promise<string> {
  const api = await asUser(user);
  const made = await api.post("/api/tracked-links", { data: { name, originalUrl } });
  if (made.status() !== 201) throw new Error(`making the link ${name}: ${made.status()} ${await made.text()}`);
  const { slug } = (await made.json()) as { slug: string };
  await api.dispose();
  return slug;
}

/**
 * A rep and an admin of this spec's own (new ones each time a worker loads the spec), made through
 * the admin API before its tests, each with a stored signed-in state: what a spec creates, counts or
 * signs out is its own. Call it at the top of the spec with the spec's name ("dashboard").
 */
export function usersOfThisSpec(spec: string): { REP: OwnUser; ADMIN: OwnUser } {
  let making: Promise<void> | undefined;
  const made = () =>
    (making ??= (async () => {
      const api = await playwrightRequest.newContext({ baseURL: baseURL() });
      await makeUser(api, users.ADMIN);
      await makeUser(api, users.REP);
      await api.dispose();
    })());
  const users = { REP: ownUser(spec, "rep", made), ADMIN: ownUser(spec, "admin", made) };
  test.beforeAll(made);
  return users;
}
