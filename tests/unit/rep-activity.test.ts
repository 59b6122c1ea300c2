import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Hit } from "@/lib/server/engagement/hit-buffer";
import { databaseHitWriter } from "@/lib/server/engagement/hit-store";
import { activityDays, repActivity } from "@/lib/server/engagement/rep-activity";
import type { Database } from "@/lib/server/platform/db/client";
import { assets, shareLinks, trackedLinks } from "@/lib/server/platform/db/schema";
import { shareAsset } from "@/lib/server/shares/share-links";
import type { Profile } from "@/lib/server/auth/profiles";
import { createTestDatabase } from "../helpers/test-database";
import { addAsset, libraryWorld, only } from "../helpers/library-fixtures";

let database: Database;
let world: Awaited<ReturnType<typeof libraryWorld>>;
const NOW = new Date("2026-03-10T12:00:00Z");

beforeAll(async () => {
  database = await createTestDatabase();
  world = await libraryWorld(database.db);
});
afterAll(() => database.close());

const newLink = async (owner: Profile, name: string) =>
  only(
    await database.db
      .insert(trackedLinks)
      .values({ name, slug: randomUUID().slice(0, 8), originalUrl: "https://example.com", createdBy: owner.id })
      .returning(),
  );

const hit = (target: Hit["target"], targetId: string, at: string, extra: Partial<Hit> = {}): Hit => ({
  target,
  targetId,
  occurredAt: new Date(at),
  hitClass: "human",
  reason: "person",
  visitor: "v1",
  referrer: null,
  device: "desktop",
  ...extra,
});

test("the 30 days end today (UTC), oldest first", () => {
  const days = activityDays(NOW);
  expect(days).toHaveLength(30);
  expect(days[0]).toBe("2026-02-09");
  expect(days[29]).toBe("2026-03-10");
});

test("a rep sees their live links and shares: human counts per day, visitors, last open, excluded hits", async () => {
  const mine = await newLink(world.me, "Mine");
  const gone = await newLink(world.me, "Deleted");
  const theirs = await newLink(world.other, "Theirs");
  await database.db.update(trackedLinks).set({ deletedAt: new Date() }).where(eq(trackedLinks.id, gone.id));
  const assetId = await addAsset(database.db, { title: "Flyer", type: "pdf", allBrands: true });
  const { shareSlug } = await shareAsset(database.db, world.me, assetId);
  const share = only(await database.db.select().from(shareLinks).where(eq(shareLinks.slug, shareSlug)));

  await databaseHitWriter(database.db)([
    hit("link", mine.id, "2026-01-01T09:00:00Z"), // before the 30 days: all time only
    hit("link", mine.id, "2026-02-09T00:00:00Z"),
    hit("link", mine.id, "2026-03-10T08:00:00Z"),
    hit("link", mine.id, "2026-03-10T09:00:00Z", { visitor: "v2" }),
    hit("link", mine.id, "2026-03-10T10:00:00Z", { hitClass: "bot" }),
    hit("link", mine.id, "2026-03-10T10:00:01Z", { hitClass: "unfurler" }),
    hit("link", mine.id, "2026-03-10T10:00:02Z", { hitClass: "own" }),
    hit("link", theirs.id, "2026-03-10T08:00:00Z"),
    hit("share", share.id, "2026-03-05T14:30:00Z"),
    hit("share", share.id, "2026-03-06T10:00:00Z", { hitClass: "scanner" }),
  ]);

  const activity = await repActivity(database.db, world.me, NOW);
  expect(activity.days).toEqual(activityDays(NOW));
  expect(activity.links.map((l) => l.name)).toEqual(["Mine"]);
  const [link] = activity.links;
  expect(link).toMatchObject({
    id: mine.id,
    slug: mine.slug,
    last30Days: 3,
    allTime: 4,
    visitors: 3,
    lastOpenedAt: "2026-03-10T09:00:00.000Z",
    excluded: { bot: 1, unfurler: 1, scanner: 0, head: 0, own: 1 },
  });
  expect(link?.perDay[0]).toBe(1);
  expect(link?.perDay[29]).toBe(2);
  expect(link?.perDay.reduce((a, b) => a + b, 0)).toBe(3);

  expect(activity.shares).toEqual([
    expect.objectContaining({
      shareSlug,
      assetId,
      title: "Flyer",
      type: "pdf",
      last30Days: 1,
      allTime: 1,
      lastOpenedAt: "2026-03-05T14:30:00.000Z",
      excluded: { bot: 0, unfurler: 0, scanner: 1, head: 0, own: 0 },
    }),
  ]);
  expect(activity.shares[0]?.perDay[24]).toBe(1);
});

test("a deleted asset's share is not listed; a rep with nothing has empty lists", async () => {
  const assetId = await addAsset(database.db, { title: "Retired", allBrands: true });
  await shareAsset(database.db, world.other, assetId);
  await database.db.update(assets).set({ deletedAt: new Date() }).where(eq(assets.id, assetId));
  const activity = await repActivity(database.db, world.admin, NOW);
  expect(activity).toMatchObject({ links: [], shares: [] });
  expect((await repActivity(database.db, world.other, NOW)).shares).toEqual([]);
});
