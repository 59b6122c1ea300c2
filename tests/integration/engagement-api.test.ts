import type { Activity } from "@/lib/contract/activity";
import type { Notifications } from "@/lib/contract/notifications";
import { pollUntil } from "../helpers/poll";
import { call, DEMO_ADMIN, DEMO_REP, expectError, login } from "./portal";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";

let rep: string;
let admin: string;

beforeAll(async () => {
  rep = (await login(DEMO_REP)).session.access_token;
  admin = (await login(DEMO_ADMIN)).session.access_token;
});

async function activity(token: string): Promise<Activity> {
  const response = await call("/api/activity", { token });
  expect(response.status).toBe(200);
  return (await response.json()) as Activity;
}

test("signed out, /api/activity is a 401", async () => {
  await expectError(await call("/api/activity"), 401);
});

test("a rep sees their link's human clicks and the hits that did not count; another user does not see it", async () => {
  const created = await call("/api/tracked-links", { method: "POST", token: rep, json: { name: "Activity check", originalUrl: "https://example.com/a" } });
  const link = (await created.json()) as { id: string; slug: string };
  await call(`/go/${link.slug}`, { headers: { "User-Agent": BROWSER } });
  await call(`/go/${link.slug}`, { headers: { "User-Agent": "curl/8.5.0" } });
  await call(`/go/${link.slug}`, { token: rep, headers: { "User-Agent": BROWSER } });

  const seen = await pollUntil(
    () => activity(rep).then((a) => a.links.find((l) => l.id === link.id)),
    (item) => (item?.excluded.own ?? 0) >= 1 && (item?.last30Days ?? 0) >= 1 && (item?.excluded.bot ?? 0) >= 1,
    { timeoutMs: 15_000, intervalMs: 200 },
  );
  expect(seen).toMatchObject({ name: "Activity check", last30Days: 1, allTime: 1, visitors: 1, excluded: { bot: 1, own: 1 } });
  expect(seen?.perDay.at(-1)).toBe(1);
  expect(seen?.lastOpenedAt).toEqual(expect.any(String));

  const adminView = await activity(admin);
  expect(adminView.links.some((l) => l.id === link.id)).toBe(false);
  expect(adminView.days).toHaveLength(30);
});

describe("notifications and alert settings", () => {
  test("signed out, every endpoint is a 401", async () => {
    await expectError(await call("/api/notifications"), 401);
    await expectError(await call("/api/notifications/read", { method: "POST" }), 401);
    await expectError(await call("/api/user/alerts"), 401);
    await expectError(await call("/api/user/alerts", { method: "PUT", json: { emailAlerts: false } }), 401);
  });

  test("a rep's first human click of the day is their notification, not another user's; marking read clears it", async () => {
    const created = await call("/api/tracked-links", { method: "POST", token: rep, json: { name: "Bell check", originalUrl: "https://example.com/b" } });
    const link = (await created.json()) as { slug: string };
    await call(`/go/${link.slug}`, { headers: { "User-Agent": `${BROWSER} bell` } });
    const list = await pollUntil(
      async () => (await (await call("/api/notifications", { token: rep })).json()) as Notifications,
      (n) => n.items.some((item) => item.title === "Bell check"),
      { timeoutMs: 15_000, intervalMs: 200 },
    );
    expect(list.unread).toBeGreaterThanOrEqual(1);
    expect(list.items.find((item) => item.title === "Bell check")).toMatchObject({ target: "link", read: false });
    const adminList = (await (await call("/api/notifications", { token: admin })).json()) as Notifications;
    expect(adminList.items.some((item) => item.title === "Bell check")).toBe(false);

    const read = await call("/api/notifications/read", { method: "POST", token: rep });
    expect(read.status).toBe(200);
    expect(((await read.json()) as Notifications).unread).toBe(0);
  });

  test("a user turns e-mail alerts off and on; a bad body is a 400 that changes nothing", async () => {
    const get = async (token: string) => (await (await call("/api/user/alerts", { token })).json()) as { emailAlerts: boolean };
    expect(await get(rep)).toEqual({ emailAlerts: true });
    const off = await call("/api/user/alerts", { method: "PUT", token: rep, json: { emailAlerts: false } });
    expect(await off.json()).toEqual({ emailAlerts: false });
    expect(await get(rep)).toEqual({ emailAlerts: false });
    expect(await get(admin)).toEqual({ emailAlerts: true });
    await expectError(await call("/api/user/alerts", { method: "PUT", token: rep, json: { emailAlerts: "no" } }), 400, "emailAlerts must be true or false.");
    await expectError(await call("/api/user/alerts", { method: "PUT", token: rep, json: {} }), 400);
    expect(await get(rep)).toEqual({ emailAlerts: false });
    await call("/api/user/alerts", { method: "PUT", token: rep, json: { emailAlerts: true } });
    expect(await get(rep)).toEqual({ emailAlerts: true });
  });
});
