// On PostgreSQL too: a flood of hits at once through a connection pool.
import { pollUntil } from "../helpers/poll";
import { BROWSER_NAVIGATION_HEADERS, call, login, PORTAL_URL } from "./portal";
import { usersOfThisFile } from "./file-users";

/** This file's own users (file-users.ts). */
const { REP } = usersOfThisFile();

const PER_MINUTE = Number(process.env.PORTAL_HITS_PER_MINUTE);
const BROWSER = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Safari/605.1.15";
// An IPv6 client: the guard counts its /64, so another address in that /64 is the same client.
const FLOODER = "2001:db8:66:1::1";
const FLOODER_NEIGHBOUR = "2001:db8:66:1:ffff::2";

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
  token = (await login(REP)).session.access_token;
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
  // The guard's minute starts with the client's own first request (the flood's), so it holds the
  // whole flood wherever the clock is: nothing to wait for.
  const link = await createLink("Flooded");
  const marker = await createLink("Clicked by another client after the flood");
  const flood = await Promise.all(Array.from({ length: PER_MINUTE }, () => from(FLOODER, `/go/${link.slug}`)));
  expect(flood.filter((r) => r.status !== 302)).toEqual([]);

  const refused = await from(FLOODER, `/go/${link.slug}`);
  expect(refused.status).toBe(429);
  const retryAfter = Number(refused.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(await refused.text()).toBe("Too many requests from your network. Please wait a minute and try again.");
  expect((await from(FLOODER, "/asset/anything")).status).toBe(429);
  const beacon = await from(FLOODER, "/asset/anything/engagement", {
    method: "POST",
    body: JSON.stringify({ openId: crypto.randomUUID(), seconds: 5 }),
  });
  expect(beacon.status).toBe(429);
  expect((await from(FLOODER_NEIGHBOUR, `/go/${link.slug}`)).status).toBe(429);
  expect((await from("2001:db8:66:2::1", "/asset/anything")).status).toBe(404);

  const other = await from("203.0.113.67", `/go/${marker.slug}`);
  expect(other.status).toBe(302);
  // Hits are written in the order they came: once the other client's is in, a refused one would be too.
  expect(
    await pollUntil(
      () => clickCount(marker.id),
      (n) => n === 1,
      { timeoutMs: 20_000, intervalMs: 100 },
    ),
  ).toBe(1);
  expect(await clickCount(link.id)).toBe(PER_MINUTE);
}, 90_000);
