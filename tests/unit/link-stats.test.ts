import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "@/lib/server/platform/db/client";
import { quotes, shareLinks, trackedLinks } from "@/lib/server/platform/db/schema";
import type { Hit } from "@/lib/server/engagement/hit-buffer";
import { databaseHitWriter } from "@/lib/server/engagement/hit-store";
import { repActivity } from "@/lib/server/engagement/rep-activity";
import { shareAsset } from "@/lib/server/shares/share-links";
import { conversionRate, linkStats } from "@/lib/server/links/link-stats";
import { createTestDatabase } from "../helpers/test-database";
import { addAsset, libraryWorld, only } from "../helpers/library-fixtures";

let database: Database;
let world: Awaited<ReturnType<typeof libraryWorld>>;

beforeAll(async () => {
  database = await createTestDatabase();
  world = await libraryWorld(database.db);
});
afterAll(() => database.close());

const link = (createdBy: string, clickCount: number, deleted = false) => ({
  name: "l",
  slug: randomUUID(),
  originalUrl: "https://example.com",
  createdBy,
  clickCount,
  deletedAt: deleted ? new Date() : null,
});
const quote = (userId: string) => ({ externalId: randomUUID(), userId });

const NONE_RECENT = { days: 30, clicks: 0, opens: 0, visits: 0, newSinceLook: 0 };

test("no links and no quotes: zero clicks and a zero rate", async () => {
  expect(await linkStats(database.db, world.me)).toEqual({ totalClicks: 0, conversionRate: 0, recent: NONE_RECENT });
});

test("quotes without clicks still give a zero rate, not a division by zero", async () => {
  await database.db.insert(quotes).values(quote(world.admin.id));
  expect(await linkStats(database.db, world.admin)).toMatchObject({ totalClicks: 0, conversionRate: 0 });
});

test("clicks of all the rep's links count, deleted ones too; other reps' do not", async () => {
  const db = database.db;
  await db
    .insert(trackedLinks)
    .values([link(world.me.id, 100), link(world.me.id, 200), link(world.me.id, 300, true), link(world.other.id, 999)]);
  await db
    .insert(quotes)
    .values([quote(world.me.id), quote(world.me.id), quote(world.other.id), { externalId: randomUUID() }]);
  expect(await linkStats(db, world.me)).toMatchObject({ totalClicks: 600, conversionRate: 0.33 });
  expect(await linkStats(db, world.other)).toMatchObject({ totalClicks: 999, conversionRate: 0.1 });
});

test("click counts beyond 32 bits add up exactly", async () => {
  await database.db
    .insert(trackedLinks)
    .values([link(world.admin.id, 3_000_000_000), link(world.admin.id, 3_000_000_000)]);
  expect(await linkStats(database.db, world.admin)).toMatchObject({ totalClicks: 6_000_000_000, conversionRate: 0 });
});

const personAt = (target: Hit["target"], targetId: string, at: string, hitClass: Hit["hitClass"] = "human"): Hit => ({
  target,
  targetId,
  occurredAt: new Date(at),
  hitClass,
  reason: hitClass === "human" ? "person" : "bot_user_agent",
  visitor: randomUUID(),
  referrer: null,
  device: "desktop",
});

test("the dashboard's recent figures are Activity's: people's opens of shares count with their clicks", async () => {
  const db = database.db;
  const now = new Date("2026-03-10T12:00:00Z");
  const fresh = await libraryWorld(db);
  const assetId = await addAsset(db, { title: "Band flyer", type: "pdf", allBrands: true });
  const { shareSlug } = await shareAsset(db, fresh.me, assetId);
  const share = only(await db.select().from(shareLinks).where(eq(shareLinks.slug, shareSlug)));
  const mine = only(await db.insert(trackedLinks).values(link(fresh.me.id, 0)).returning());
  await databaseHitWriter(db)([
    personAt("share", share.id, "2026-03-09T10:00:00Z"),
    personAt("share", share.id, "2026-03-10T09:00:00Z"),
    personAt("share", share.id, "2026-03-10T09:30:00Z", "bot"),
    personAt("link", mine.id, "2026-03-10T08:00:00Z"),
    personAt("link", mine.id, "2026-01-01T08:00:00Z"), // older than 30 days
  ]);

  const stats = await linkStats(db, fresh.me, now);
  // Never looked at the feed: all three people's hits of the 30 days are new.
  expect(stats.recent).toEqual({ days: 30, clicks: 1, opens: 2, visits: 0, newSinceLook: 3 });
  const activity = await repActivity(db, fresh.me, now);
  const sum = (items: { last30Days: number }[]) => items.reduce((total, item) => total + item.last30Days, 0);
  expect(stats.recent).toMatchObject({ clicks: sum(activity.links), opens: sum(activity.shares) });
});

test.each([
  [0, 0, 0],
  [1, 3, 33.33],
  [2, 3, 66.67],
  [1, 8, 12.5],
  [5, 5, 100],
  [3, 2, 150],
])("%i quotes over %i clicks is %d%%", (quoteCount, clicks, rate) => {
  expect(conversionRate(quoteCount, clicks)).toBe(rate);
});
