import { call, cookieOf, HEALTH_TOKEN, login, PORTAL_URL } from "./portal";
import { usersOfThisFile } from "./file-users";

/** This file's own users (file-users.ts). */
const { REP, ADMIN } = usersOfThisFile();

// GET /api/health (docs/security.md, "Health endpoint"): anyone learns whether the portal is up; how
// many hits wait to be written, which showed a stranger's /go hit within milliseconds, only a probe
// holding HEALTH_TOKEN or an admin sees. It sits behind the public pages' flood guard.
const PER_MINUTE = Number(process.env.PORTAL_HITS_PER_MINUTE);

const health = (init: Parameters<typeof call>[1] = {}) => call("/api/health", init);

test("signed out, the answer is only the status", async () => {
  const response = await health();
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(await response.json()).toEqual({ status: "ok" });
});

test("a wrong token, a malformed header or a rep's session gets only the status too", async () => {
  const rep = (await login(REP)).session.access_token;
  const callers: Record<string, string>[] = [
    { Authorization: `Bearer ${HEALTH_TOKEN}x` },
    { Authorization: `Bearer ${HEALTH_TOKEN.slice(0, -1)}` },
    { Authorization: HEALTH_TOKEN },
    { Authorization: `Bearer ${rep}` },
  ];
  for (const headers of callers) {
    const response = await health({ headers });
    expect([headers, response.status, await response.json()]).toEqual([headers, 200, { status: "ok" }]);
  }
});

test("HEALTH_TOKEN, an admin's bearer token or an admin's session cookie reads the details", async () => {
  const signedIn = await login(ADMIN);
  const callers: Record<string, string>[] = [
    { Authorization: `Bearer ${HEALTH_TOKEN}` },
    { Authorization: `Bearer ${signedIn.session.access_token}` },
    { Cookie: cookieOf(signedIn.session) },
  ];
  for (const headers of callers) {
    const response = await health({ headers });
    expect(response.status).toBe(200);
    const report = (await response.json()) as Record<string, unknown>;
    expect(report).toEqual({ status: "ok", database: "reachable", hitsWaiting: expect.any(Number) });
  }
});

test("with a client's share of the flood guard spent, it and a room's file redirect answer 429", async () => {
  const flooder = "198.51.100.93";
  const from = (pathname: string) =>
    fetch(`${PORTAL_URL}${pathname}`, { redirect: "manual", headers: { "X-Forwarded-For": flooder } });
  const flood = await Promise.all(Array.from({ length: PER_MINUTE }, () => from("/api/health")));
  // Within its share nothing is refused (600 checks at once may outrun PostgreSQL's pool: a 503 there).
  expect(flood.map((r) => r.status).filter((status) => status === 429)).toEqual([]);
  for (const pathname of ["/api/health", "/r/aaaaaaaaaaaaaaaaaaaaaa/files/1"]) {
    const refused = await from(pathname);
    expect([pathname, refused.status]).toEqual([pathname, 429]);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  }
  // Another client is not held up.
  expect((await health()).status).toBe(200);
}, 60_000);
