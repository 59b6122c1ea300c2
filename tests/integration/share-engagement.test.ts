import { createHash } from "node:crypto";
import type { Activity } from "@/lib/contract/activity";
import { pollUntil } from "../helpers/poll";
import { BROWSER_NAVIGATION_HEADERS, call, expectError, login } from "./portal";
import { usersOfThisFile } from "./file-users";

/** This file's own users (file-users.ts). */
const { REP, ADMIN } = usersOfThisFile();

const BROWSER =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1";

let rep: string;
let admin: string;
let shareSlug: string;

/** The file's own rep shares, so no other file's opens reach this share. */
beforeAll(async () => {
  admin = (await login(ADMIN)).session.access_token;
  rep = (await login(REP)).session.access_token;
  const brands = (await (await call("/api/brands", { token: rep })).json()) as { id: string; code: string }[];
  const rmi = brands.find((b) => b.code === "rmi");
  const assets = (await (
    await call(`/api/assets?brandId=${rmi?.id}&search=Welcome%20Chime`, { token: rep })
  ).json()) as {
    id: string;
    title: string;
  }[];
  const chime = assets.find((a) => a.title === "Welcome Chime");
  const shared = await call("/api/assets/share", { method: "POST", token: rep, json: { assetId: chime?.id } });
  shareSlug = ((await shared.json()) as { shareSlug: string }).shareSlug;
});

/** A customer's open of the page: its beacon's open id and where the beacon goes. */
async function openPage(slug = shareSlug): Promise<{ openId: string; beaconPath: string; page: string; csp: string }> {
  const response = await call(`/asset/${slug}`, { headers: { ...BROWSER_NAVIGATION_HEADERS, "User-Agent": BROWSER } });
  expect(response.status).toBe(200);
  const page = await response.text();
  const tag = /<script data-open="([0-9a-f-]{36})" data-beacon="([^"]+)">/.exec(page);
  expect(tag).not.toBeNull();
  return { openId: tag![1]!, beaconPath: tag![2]!, page, csp: response.headers.get("content-security-policy") ?? "" };
}

const report = (path: string, body: unknown) =>
  call(path, { method: "POST", body: typeof body === "string" ? body : JSON.stringify(body) });

async function engagement(slug = shareSlug) {
  const activity = (await (await call("/api/activity", { token: rep })).json()) as Activity;
  return activity.shares.find((s) => s.shareSlug === slug)?.engagement;
}

test("the page carries a beacon script its CSP allows by hash, reporting to its own origin", async () => {
  const { page, csp, beaconPath } = await openPage();
  expect(beaconPath).toBe(`/asset/${shareSlug}/engagement`);
  const script = /<script [^>]*>([\s\S]*?)<\/script>/.exec(page)![1]!;
  const hash = createHash("sha256").update(script).digest("base64");
  expect(csp).toContain(`script-src 'sha256-${hash}'`);
  expect(csp).toContain("connect-src 'self'");
});

const taken = (path: string, body: unknown) =>
  pollUntil(
    () => report(path, body),
    (response) => response.status === 204,
    { timeoutMs: 15_000, intervalMs: 100 },
  );

test("a customer's reports become the share's engagement; forged durations are cut to the real time", async () => {
  const served = Date.now();
  const first = await openPage();
  const second = await openPage();
  // An open is written about 2 s after it is served; until then its beacon is a 404.
  expect((await taken(first.beaconPath, { openId: first.openId, seconds: 1, percent: 10 })).status).toBe(204);
  expect((await report(first.beaconPath, { openId: first.openId, seconds: 3, percent: 60 })).status).toBe(204);
  expect((await taken(second.beaconPath, { openId: second.openId, seconds: 86_400 })).status).toBe(204);
  const bound = Math.ceil((Date.now() - served) / 1000) + 5;

  const shown = await engagement();
  expect(shown).toMatchObject({ timedOpens: 2, playedOpens: 1, averagePercent: 60 });
  // The forged open counts at most the time since it was served, plus 5 s of slack.
  expect(shown!.averageSeconds).toBeGreaterThanOrEqual(2);
  expect(shown!.averageSeconds).toBeLessThanOrEqual(Math.round((3 + bound) / 2));
});

test("100% played, reported 3 s after the open of a four-minute video, is cut to what could play", async () => {
  const made = await call("/api/admin/assets", {
    method: "POST",
    token: admin,
    json: {
      title: `Long demo video ${Date.now()}`,
      type: "video",
      url: "https://example.com/media/long-demo.mp4",
      duration: "4:00",
      assignToAllBrands: true,
      userIds: [REP.id],
    },
  });
  expect(made.status).toBe(201);
  const { id } = (await made.json()) as { id: string };
  const shared = await call("/api/assets/share", { method: "POST", token: rep, json: { assetId: id } });
  const { shareSlug: videoSlug } = (await shared.json()) as { shareSlug: string };
  const served = Date.now();
  const { openId, beaconPath } = await openPage(videoSlug);
  expect((await taken(beaconPath, { openId, seconds: 3, percent: 100 })).status).toBe(204);
  // At most (seconds since the open + 5 s of slack) at twice the speed, of 240 s.
  const bound = Math.floor(((Math.ceil((Date.now() - served) / 1000) + 5) * 2 * 100) / 240);
  const shown = await engagement(videoSlug);
  expect(shown).toMatchObject({ playedOpens: 1 });
  expect(shown!.averagePercent).toBeLessThan(100);
  expect(shown!.averagePercent).toBeLessThanOrEqual(bound);
});

test.each([
  [{ seconds: -1 }, "seconds cannot be negative."],
  [{ seconds: 1e9 }, "seconds cannot be more than 86400."],
  [{ seconds: "ten" }, "seconds must be a number."],
  [{ seconds: 5, percent: 250 }, "percent must be between 0 and 100."],
  [{ openId: "x", seconds: 5 }, "openId must be the id of an open of this page."],
])("the report %j is a 400: %s", async (fields, message) => {
  const { openId, beaconPath } = await openPage();
  await expectError(await report(beaconPath, { openId, ...fields }), 400, message);
});

test("malformed JSON is a 400; an unknown page or open a 404; nothing changes", async () => {
  const before = await engagement();
  const { openId, beaconPath } = await openPage();
  await expectError(await report(beaconPath, "{seconds"), 400, "The request body must be valid JSON.");
  await expectError(await report("/asset/no-such-page/engagement", { openId, seconds: 5 }), 404);
  await expectError(await report(beaconPath, { openId: crypto.randomUUID(), seconds: 5 }), 404);
  expect(await engagement()).toEqual(before);
});

test("a retired share page takes no more reports: 410 for its old opens, as its page", async () => {
  const created = await call("/api/admin/assets", {
    method: "POST",
    token: admin,
    json: {
      title: "Retired soon",
      type: "pdf",
      url: "/samples/price-list-2026.pdf",
      assignToAllBrands: true,
      userIds: [REP.id],
    },
  });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const shared = await call("/api/assets/share", { method: "POST", token: rep, json: { assetId: id } });
  const { shareSlug: slug } = (await shared.json()) as { shareSlug: string };
  const { openId, beaconPath } = await openPage(slug);
  expect((await taken(beaconPath, { openId, seconds: 2 })).status).toBe(204);
  expect((await call(`/api/admin/assets/${id}`, { method: "DELETE", token: admin })).status).toBe(204);
  expect((await call(`/asset/${slug}`, { headers: BROWSER_NAVIGATION_HEADERS })).status).toBe(410);
  await expectError(await report(beaconPath, { openId, seconds: 500 }), 410, "This share page is no longer available.");
});
