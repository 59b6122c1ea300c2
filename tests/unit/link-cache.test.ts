import { LinkCache, type CachedLink } from "@/lib/server/links/link-cache";

const link = (id: string): CachedLink => ({ id, ownerId: "rep", location: `https://example.com/${id}` });

function cacheAt(options: { maxEntries?: number } = {}) {
  const clock = { now: 1_000 };
  const cache = new LinkCache({
    positiveTtlMs: 30_000,
    negativeTtlMs: 5_000,
    maxEntries: options.maxEntries ?? 100,
    now: () => clock.now,
  });
  return { cache, clock };
}

test("a found link is served from the cache until its TTL runs out", () => {
  const { cache, clock } = cacheAt();
  cache.set("abc", link("1"));
  clock.now += 29_999;
  expect(cache.get("abc")).toEqual(link("1"));
  clock.now += 1;
  expect(cache.get("abc")).toBeUndefined();
  expect(cache.size).toBe(0);
});

test("a missing slug is remembered as null, for the shorter negative TTL", () => {
  const { cache, clock } = cacheAt();
  cache.set("nope", null);
  expect(cache.get("nope")).toBeNull();
  clock.now += 5_000;
  expect(cache.get("nope")).toBeUndefined();
});

test("the cache never holds more than maxEntries; the oldest entries go first", () => {
  const { cache } = cacheAt({ maxEntries: 3 });
  for (const slug of ["a", "b", "c", "d", "e"]) cache.set(slug, link(slug));
  expect(cache.size).toBe(3);
  expect(cache.get("a")).toBeUndefined();
  expect(cache.get("b")).toBeUndefined();
  expect(cache.get("e")).toEqual(link("e"));
});

test("a burst at a cold slug loads it once; later look-ups need no load", async () => {
  const { cache } = cacheAt();
  let loads = 0;
  const load = async (slug: string) => {
    loads++;
    await new Promise((resolve) => setTimeout(resolve, 5)); // a slow load, so the burst arrives while it runs
    return slug === "hot" ? link("h") : null;
  };
  const answers = await Promise.all(Array.from({ length: 50 }, () => cache.lookup("hot", load)));
  expect(answers.every((a) => a?.id === "h")).toBe(true);
  expect(loads).toBe(1);
  expect(cache.lookup("hot", load)).toEqual(link("h"));
  expect(await cache.lookup("cold", load)).toBeNull();
  expect(cache.lookup("cold", load)).toBeNull();
  expect(loads).toBe(2);
});

test("a failed load is not cached: the next look-up tries again", async () => {
  const { cache } = cacheAt();
  let fail = true;
  const load = async () => {
    if (fail) throw new Error("db down");
    return link("x");
  };
  await expect(cache.lookup("x", load)).rejects.toThrow("db down");
  fail = false;
  expect(await cache.lookup("x", load)).toEqual(link("x"));
});

test("while loads fail, a link that was live is served again (stale-if-error), staleIfErrorMs at a time", async () => {
  const clock = { now: 1_000 };
  const cache = new LinkCache({
    positiveTtlMs: 30_000,
    negativeTtlMs: 5_000,
    staleIfErrorMs: 5_000,
    maxEntries: 100,
    now: () => clock.now,
  });
  let loads = 0;
  let down = false;
  const load = async (slug: string) => {
    loads++;
    if (down) throw new Error("connect ECONNREFUSED");
    return slug === "live" ? link("l") : null;
  };
  expect(await cache.lookup("live", load)).toEqual(link("l"));
  expect(await cache.lookup("gone", load)).toBeNull();
  down = true;
  clock.now += 30_000;
  expect(await cache.lookup("live", load)).toEqual(link("l"));
  expect(loads).toBe(3);
  // Served from the re-armed entry without a load until staleIfErrorMs has passed.
  clock.now += 4_999;
  expect(cache.lookup("live", load)).toEqual(link("l"));
  expect(loads).toBe(3);
  clock.now += 1;
  expect(await cache.lookup("live", load)).toEqual(link("l"));
  expect(loads).toBe(4);
  // Nothing is invented: a slug not known to be live fails as the database does.
  await expect(cache.lookup("gone", load)).rejects.toThrow("ECONNREFUSED");
  await expect(cache.lookup("never-seen", load)).rejects.toThrow("ECONNREFUSED");
  // Back up: the database's answer replaces the stale link (here: it was deactivated meanwhile).
  down = false;
  clock.now += 5_000;
  const deactivated = async () => null;
  expect(await cache.lookup("live", deactivated)).toBeNull();
});
