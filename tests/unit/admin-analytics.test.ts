import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { HitClass } from "@/lib/contract/hits";
import type { Database } from "@/lib/server/platform/db/client";
import { profiles, quotes, trackedLinks } from "@/lib/server/platform/db/schema";
import { databaseHitWriter } from "@/lib/server/engagement/hit-store";
import { analytics, analyticsWindow } from "@/lib/server/reports/analytics-report";
import { adminLinkStats } from "@/lib/server/links/all-links";
import { createProfile } from "@/lib/server/auth/profiles";
import { createTestDatabase } from "../helpers/test-database";
import { only } from "../helpers/library-fixtures";

let database: Database;
// Half an hour into March (UTC): the month and the 30-day window both start in February.
const NOW = new Date("2026-03-01T00:30:00Z");

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function person(createdAt: string, deleted = false, names: { firstName?: string; lastName?: string } = {}) {
  const p = await createProfile(database.db, { id: randomUUID(), email: `${randomUUID()}@example.com`, ...names });
  await database.db
    .update(profiles)
    .set({ createdAt: new Date(createdAt), deletedAt: deleted ? new Date() : null })
    .where(eq(profiles.id, p.id));
  return p;
}

async function link(createdBy: string, createdAt: string, clickCount: number, deleted = false, name = "link") {
  return only(
    await database.db
      .insert(trackedLinks)
      .values({
        name,
        slug: randomUUID(),
        originalUrl: "https://example.com",
        createdBy,
        clickCount,
        createdAt: new Date(createdAt),
        deletedAt: deleted ? new Date() : null,
      })
      .returning(),
  );
}

/** n hits of a class on the link, written by the hit writer (the figures are read from its roll-ups). */
const clicks = (linkId: string, at: string, n: number, hitClass: HitClass = "human") =>
  databaseHitWriter(database.db)(
    Array.from({ length: n }, () => ({
      target: "link" as const,
      targetId: linkId,
      occurredAt: new Date(at),
      hitClass,
      reason: "person",
      visitor: randomUUID(),
      referrer: null,
      device: "desktop",
    })),
  );

test("an empty database: zeros everywhere and 30 zero-filled days ending today", async () => {
  const result = await analytics(database.db, NOW);
  expect(result).toMatchObject({
    totalUsers: 0,
    newUsersThisMonth: 0,
    totalLinks: 0,
    linksCreatedThisMonth: 0,
    totalClicks: 0,
    clicksThisMonth: 0,
    conversionRate: 0,
  });
  expect(result.clicksPerDay).toHaveLength(30);
  expect(result.clicksPerDay[0]).toEqual({ date: "2026-01-31", clicks: 0 });
  expect(result.clicksPerDay[29]).toEqual({ date: "2026-03-01", clicks: 0 });
  expect(result.clicksPerDay.every((d) => d.clicks === 0)).toBe(true);
});

test("the window is in UTC: the month's start and the first of the 30 days up to today", () => {
  expect(analyticsWindow(new Date("2026-12-31T23:59:59Z"))).toEqual({
    monthStart: new Date("2026-12-01T00:00:00Z"),
    firstDay: new Date("2026-12-02T00:00:00Z"),
  });
});

describe("with users, links, clicks and quotes around the month boundary", () => {
  beforeAll(async () => {
    const old = await person("2026-02-28T23:59:59Z");
    await person("2026-03-01T00:00:00Z");
    await person("2026-03-01T00:10:00Z");
    await person("2026-03-01T00:20:00Z", true);
    const a = await link(old.id, "2026-02-28T23:59:59Z", 700);
    const b = await link(old.id, "2026-03-01T00:00:00Z", 200);
    await link(old.id, "2026-03-01T00:01:00Z", 100, true);
    await clicks(a.id, "2026-02-28T23:59:59Z", 3);
    await clicks(a.id, "2026-03-01T00:00:00Z", 2);
    await clicks(b.id, "2026-03-01T00:15:00Z", 1);
    await clicks(b.id, "2026-03-01T00:16:00Z", 4, "bot");
    await clicks(b.id, "2026-03-01T00:17:00Z", 9, "unfurler");
    await clicks(b.id, "2026-01-31T00:00:00Z", 5);
    await clicks(b.id, "2026-01-30T23:59:59Z", 7);
    await clicks(b.id, "2026-02-10T12:00:00Z", 6);
    await database.db
      .insert(quotes)
      .values([{ externalId: randomUUID() }, { externalId: randomUUID() }, { externalId: randomUUID() }]);
  });

  test("live users and links, this month's from the first of the month, clicks incl. deleted links", async () => {
    const result = await analytics(database.db, NOW);
    expect(result).toMatchObject({
      totalUsers: 3,
      newUsersThisMonth: 2,
      totalLinks: 2,
      linksCreatedThisMonth: 1,
      // The counters the links were made with (700 + 200 + 100) and the 24 human hits written since.
      totalClicks: 1024,
      clicksThisMonth: 3,
      conversionRate: 0.29,
    });
  });

  test("clicks per day count human clicks on their UTC day, zero-filled, inside the 30 days only", async () => {
    const { clicksPerDay } = await analytics(database.db, NOW);
    expect(clicksPerDay).toHaveLength(30);
    const byDate = Object.fromEntries(clicksPerDay.map((d) => [d.date, d.clicks]));
    expect(byDate).toMatchObject({
      "2026-01-31": 5,
      "2026-02-10": 6,
      "2026-02-28": 3,
      "2026-03-01": 3,
      "2026-02-11": 0,
    });
    expect(byDate["2026-01-30"]).toBeUndefined();
    expect(clicksPerDay.reduce((sum, d) => sum + d.clicks, 0)).toBe(17);
    expect(clicksPerDay.map((d) => d.date)).toEqual([...clicksPerDay.map((d) => d.date)].sort());
  });

  test("a leap February: the 30 days end on 1 March and start on 1 February", async () => {
    const { clicksPerDay } = await analytics(database.db, new Date("2028-03-01T12:00:00Z"));
    expect(clicksPerDay.map((d) => d.date)).toContain("2028-02-29");
    expect(clicksPerDay[0]?.date).toBe("2028-02-01");
    expect(clicksPerDay[29]?.date).toBe("2028-03-01");
  });

  test("admin link stats: all clicks and quotes, top links live only, by clicks, with the creator's name", async () => {
    const maker = await person("2026-01-01T00:00:00Z", false, { firstName: "Jo", lastName: "Smith" });
    for (let i = 0; i < 6; i++) await link(maker.id, `2026-01-0${i + 1}T00:00:00Z`, 10 * i, false, `top-${i}`);
    await link(maker.id, "2026-01-09T00:00:00Z", 5000, true, "deleted");
    const stats = await adminLinkStats(database.db);
    expect(stats.totalClicks).toBe(1024 + 150 + 5000);
    expect(stats.conversionRate).toBe(0.05);
    expect(stats.topLinks.map((l) => [l.name, l.clickCount])).toEqual([
      ["link", 705],
      ["link", 219],
      ["top-5", 50],
      ["top-4", 40],
      ["top-3", 30],
    ]);
    expect(stats.topLinks[2]?.createdBy).toBe("Jo Smith");
    expect(stats.topLinks[0]?.createdBy).toMatch(/@example\.com$/);
  });
});

test("a thousand human clicks rolled up are all counted, this month and today", async () => {
  const maker = await person("2026-02-01T00:00:00Z");
  const l = await link(maker.id, "2026-02-01T00:00:00Z", 0);
  await clicks(l.id, "2026-03-01T00:05:00Z", 1000);
  const result = await analytics(database.db, NOW);
  expect(result.clicksThisMonth).toBe(1003);
  expect(result.clicksPerDay.at(-1)).toEqual({ date: "2026-03-01", clicks: 1003 });
});
