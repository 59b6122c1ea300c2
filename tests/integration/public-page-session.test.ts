import type { Activity } from "@/lib/contract/activity";
import { pollUntil } from "../helpers/poll";
import { accessTokenFor, BROWSER_NAVIGATION_HEADERS, call, cookieOf, login, type LoginResult } from "./portal";
import { usersOfThisFile } from "./file-users";

/** This file's own users (file-users.ts). */
const { REP } = usersOfThisFile();

let rep: LoginResult;

/** The file's own rep, so no other file's hits reach these links. */
beforeAll(async () => {
  rep = await login(REP);
});

/** The session cookie as @supabase/ssr keeps it: an access token expired a minute ago, the real refresh token. */
async function expiredSessionCookie(): Promise<string> {
  const accessToken = await accessTokenFor(rep, { expiresIn: -60 });
  return cookieOf({ ...rep.session, access_token: accessToken, expires_at: Math.floor(Date.now() / 1000) - 60 });
}

test("a rep's own visit with an expired session is 'own', and the session is neither refreshed nor set", async () => {
  const token = rep.session.access_token;
  const link = (await (
    await call("/api/tracked-links", {
      method: "POST",
      token,
      json: { name: "Own with an old token", originalUrl: "https://example.com/own" },
    })
  ).json()) as { id: string; slug: string };
  const brands = (await (await call("/api/brands", { token })).json()) as { id: string; code: string }[];
  const rmi = brands.find((b) => b.code === "rmi");
  const assets = (await (await call(`/api/assets?brandId=${rmi?.id}`, { token })).json()) as { id: string }[];
  const shared = await call("/api/assets/share", { method: "POST", token, json: { assetId: assets[0]?.id } });
  const { shareSlug } = (await shared.json()) as { shareSlug: string };

  // Another session of the rep reads Activity, whatever becomes of the one in the cookie.
  const reader = (await login(REP)).session.access_token;
  const cookie = await expiredSessionCookie();
  const headers = { ...BROWSER_NAVIGATION_HEADERS, Cookie: cookie };
  const go = await call(`/go/${link.slug}`, { headers });
  expect(go.status).toBe(302);
  expect(go.headers.get("set-cookie")).toBeNull();
  const page = await call(`/asset/${shareSlug}`, { headers });
  expect(page.status).toBe(200);
  expect(page.headers.get("set-cookie")).toBeNull();

  // The browser's own refresh still works: the pages did not spend its refresh token (a spent one
  // would sign the rep out: reuse detection revokes the session).
  const refreshed = await call("/auth/v1/token?grant_type=refresh_token", {
    method: "POST",
    json: { refresh_token: rep.session.refresh_token },
  });
  const body = await refreshed.text();
  expect(body).not.toContain("Already Used");
  expect(refreshed.status).toBe(200);
  expect((JSON.parse(body) as { access_token: string }).access_token).toEqual(expect.any(String));

  const activity = await pollUntil(
    async () => (await (await call("/api/activity", { token: reader })).json()) as Activity,
    (a) =>
      a.links.find((l) => l.id === link.id)?.excluded.own === 1 &&
      a.shares.find((s) => s.shareSlug === shareSlug)?.excluded.own === 1,
    { timeoutMs: 15_000, intervalMs: 100 },
  );
  expect(activity.links.find((l) => l.id === link.id)).toMatchObject({ allTime: 0, excluded: { own: 1 } });
  expect(activity.shares.find((s) => s.shareSlug === shareSlug)).toMatchObject({ allTime: 0, excluded: { own: 1 } });
});
