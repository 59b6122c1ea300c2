import type { Activity } from "@/lib/contract/activity";
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
