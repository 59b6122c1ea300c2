import { pollUntil } from "../helpers/poll";
import { BROWSER_NAVIGATION_HEADERS, call, DEMO_REP, login, PORTAL_URL } from "./portal";

const PER_MINUTE = Number(process.env.PORTAL_HITS_PER_MINUTE);
const BROWSER = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Safari/605.1.15";
const FLOODER = "203.0.113.66";

let token: string;

async function createLink(name: string): Promise<{ id: string; slug: string }> {
  const created = await call("/api/tracked-links", {
    method: "POST",
    token,
    json: { name, originalUrl: "https://example.com/flood" },
  });
  return (await created.json()) as { id: string; slug: string };
}

beforeAll(async () => {
  token = (await login(DEMO_REP)).session.access_token;
});

const from = (address: string, pathname: string, init: RequestInit = {}) =>
  fetch(`${PORTAL_URL}${pathname}`, {
    ...init,
    redirect: "manual",
    headers: { ...BROWSER_NAVIGATION_HEADERS, "User-Agent": BROWSER, "X-Forwarded-For": address, ...init.headers },
  });

async function clickCount(id: string): Promise<number> {
  const links = (await (await call("/api/tracked-links", { token })).json()) as { id: string; clickCount: number }[];
  return links.find((l) => l.id === id)?.clickCount ?? -1;
}

test("a client's flood is refused past its share a minute and counts no further; others get through", async () => {
  // The guard counts per clock minute: start early in one, so the flood cannot straddle two.
  const intoMinute = Date.now() % 60_000;
  if (intoMinute > 40_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoMinute + 200));

  const link = await createLink("Flooded");
  const marker = await createLink("Clicked by another client after the flood");
  const flood = await Promise.all(Array.from({ length: PER_MINUTE }, () => from(FLOODER, `/go/${link.slug}`)));
  expect(flood.filter((r) => r.status !== 302)).toEqual([]);

  const refused = await from(FLOODER, `/go/${link.slug}`);
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(await refused.text()).toBe("Too many requests from your network. Please wait a minute and try again.");
  expect((await from(FLOODER, "/asset/anything")).status).toBe(429);
  const beacon = await from(FLOODER, "/asset/anything/engagement", {
    method: "POST",
    body: JSON.stringify({ openId: crypto.randomUUID(), seconds: 5 }),
  });
  expect(beacon.status).toBe(429);

  const other = await from("203.0.113.67", `/go/${marker.slug}`);
  expect(other.status).toBe(302);
  // Hits are written in the order they came: once the other client's is in, a refused one would be too.
  expect(
    await pollUntil(
      () => clickCount(marker.id),
      (n) => n === 1,
      { timeoutMs: 20_000, intervalMs: 250 },
    ),
  ).toBe(1);
  expect(await clickCount(link.id)).toBe(PER_MINUTE);
}, 90_000);
