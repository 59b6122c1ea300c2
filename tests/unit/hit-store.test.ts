import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { HitClass } from "@/lib/contract/hits";
import { HitBuffer, type Hit } from "@/lib/server/engagement/hit-buffer";
import { databaseHitWriter, loadDailySalt } from "@/lib/server/engagement/hit-store";
import { loadLiveLink } from "@/lib/server/links/live-link";
import type { Database } from "@/lib/server/platform/db/client";
import {
  clickEvents,
  dailyVisitors,
  linkDailyHits,
  shareDailyOpens,
  shareLinks,
  shareOpens,
  trackedLinks,
  visitorSalts,
} from "@/lib/server/platform/db/schema";
import { shareAsset } from "@/lib/server/shares/share-links";
import { createTestDatabase } from "../helpers/test-database";
import { addAsset, libraryWorld, only } from "../helpers/library-fixtures";

let database: Database;
let world: Awaited<ReturnType<typeof libraryWorld>>;

beforeAll(async () => {
  database = await createTestDatabase();
  world = await libraryWorld(database.db);
});
afterAll(() => database.close());

async function newLink(values: { isActive?: boolean; deleted?: boolean; originalUrl?: string } = {}) {
  return only(
    await database.db
      .insert(trackedLinks)
      .values({
        name: "l",
        slug: randomUUID().slice(0, 8),
        originalUrl: values.originalUrl ?? "https://example.com/a",
        createdBy: world.me.id,
        isActive: values.isActive ?? true,
        deletedAt: values.deleted ? new Date() : null,
      })
      .returning(),
  );
}

async function newShareLink(): Promise<string> {
  const assetId = await addAsset(database.db, { title: "Shared", allBrands: true });
  const { shareSlug } = await shareAsset(database.db, world.me, assetId);
  return only(await database.db.select().from(shareLinks).where(eq(shareLinks.slug, shareSlug))).id;
}

const hit = (targetId: string, extra: Partial<Hit> = {}): Hit => ({
  target: "link",
  targetId,
  occurredAt: new Date("2026-03-01T10:00:00Z"),
  hitClass: "human",
  reason: "person",
  visitor: "v1",
  referrer: null,
  device: "mobile",
  ...extra,
});

async function countOf(linkId: string) {
  const [row] = await database.db
    .select({ n: trackedLinks.clickCount })
    .from(trackedLinks)
    .where(eq(trackedLinks.id, linkId));
  return row?.n;
}
const rollupOf = (linkId: string) =>
  database.db
    .select({
      day: linkDailyHits.day,
      hitClass: linkDailyHits.hitClass,
      hits: linkDailyHits.hits,
      visitors: linkDailyHits.visitors,
    })
    .from(linkDailyHits)
    .where(eq(linkDailyHits.linkId, linkId))
    .orderBy(linkDailyHits.day, linkDailyHits.hitClass);

test("only live links are found, with their rep; the target is normalised for a Location header", async () => {
  const live = await newLink({ originalUrl: "https://exämple.com/ä b?x=1" });
  const inactive = await newLink({ isActive: false });
  const deleted = await newLink({ deleted: true });
  expect(await loadLiveLink(database.db, live.slug)).toEqual({
    id: live.id,
    ownerId: world.me.id,
    location: "https://xn--exmple-cua.com/%C3%A4%20b?x=1",
  });
  expect(await loadLiveLink(database.db, inactive.slug)).toBeNull();
  expect(await loadLiveLink(database.db, deleted.slug)).toBeNull();
  expect(await loadLiveLink(database.db, "missing")).toBeNull();
});

test("a batch stores every hit with its class, counts human hits only and rolls up per day and class", async () => {
  const a = await newLink();
  const b = await newLink();
  const write = databaseHitWriter(database.db);
  await write([
    hit(a.id, { referrer: "https://news.example/x" }),
    hit(a.id),
    hit(a.id, { visitor: "v2" }),
    hit(a.id, { hitClass: "bot", reason: "missing_browser_headers", visitor: "v3", device: "bot" }),
    hit(a.id, { hitClass: "unfurler", reason: "unfurler_get_then_head", visitor: "v4" }),
    hit(a.id, { occurredAt: new Date("2026-03-02T00:00:00Z") }),
    hit(b.id, { hitClass: "own", reason: "own_session" }),
  ]);
  expect(await countOf(a.id)).toBe(4);
  expect(await countOf(b.id)).toBe(0);
  expect(await rollupOf(a.id)).toEqual([
    { day: "2026-03-01", hitClass: "bot", hits: 1, visitors: 0 },
    { day: "2026-03-01", hitClass: "human", hits: 3, visitors: 2 },
    { day: "2026-03-01", hitClass: "unfurler", hits: 1, visitors: 0 },
    { day: "2026-03-02", hitClass: "human", hits: 1, visitors: 1 },
  ]);
  expect(await rollupOf(b.id)).toEqual([{ day: "2026-03-01", hitClass: "own", hits: 1, visitors: 0 }]);
  const events = await database.db.select().from(clickEvents).where(eq(clickEvents.linkId, a.id));
  expect(events).toHaveLength(6);
  expect(events.map((e) => e.referrer)).toContain("https://news.example/x");
  expect(events.find((e) => e.hitClass === "bot")).toMatchObject({
    userAgentClass: "bot",
    visitor: "v3",
    reason: "missing_browser_headers",
  });
  expect(events.find((e) => e.hitClass === "unfurler")?.reason).toBe("unfurler_get_then_head");
  expect(events.filter((e) => e.hitClass === "human").map((e) => e.reason)).toEqual(Array(4).fill("person"));
});

test("a visitor is counted once per link and day, across batches, and again on another link", async () => {
  const a = await newLink();
  const b = await newLink();
  const write = databaseHitWriter(database.db);
  await write([hit(a.id), hit(b.id)]);
  await write([hit(a.id), hit(a.id, { visitor: "v9" })]);
  expect((await rollupOf(a.id)).map((r) => [r.hits, r.visitors])).toEqual([[3, 2]]);
  expect((await rollupOf(b.id)).map((r) => [r.hits, r.visitors])).toEqual([[1, 1]]);
});

test("share-page opens go to share_opens, their roll-up and the share link's human views", async () => {
  const share = await newShareLink();
  await databaseHitWriter(database.db)([
    hit(share, { target: "share" }),
    hit(share, { target: "share", hitClass: "scanner", reason: "scanner_after_email", visitor: "s" }),
    hit(share, { target: "share", visitor: "v2" }),
  ]);
  const [link] = await database.db.select().from(shareLinks).where(eq(shareLinks.id, share));
  expect(link?.viewCount).toBe(2);
  const opens = await database.db.select().from(shareOpens).where(eq(shareOpens.shareLinkId, share));
  expect(opens.map((o) => `${o.hitClass} ${o.reason}`).sort()).toEqual([
    "human person",
    "human person",
    "scanner scanner_after_email",
  ]);
  const rollup = await database.db.select().from(shareDailyOpens).where(eq(shareDailyOpens.shareLinkId, share));
  expect(rollup.map((r) => [r.hitClass, r.hits, r.visitors]).sort()).toEqual([
    ["human", 2, 2],
    ["scanner", 1, 0],
  ]);
});

test("hits of a link removed meanwhile are skipped instead of failing the batch", async () => {
  const kept = await newLink();
  const gone = await newLink();
  await database.db.delete(trackedLinks).where(eq(trackedLinks.id, gone.id));
  await databaseHitWriter(database.db)([hit(kept.id), hit(gone.id)]);
  expect(await countOf(kept.id)).toBe(1);
  expect(await database.db.select().from(clickEvents).where(eq(clickEvents.linkId, kept.id))).toHaveLength(1);
  expect(await rollupOf(gone.id)).toEqual([]);
});

const CLASSES: HitClass[] = ["human", "human", "human", "bot", "unfurler", "scanner", "head", "own"];

test("after a random workload, the roll-ups, totals and counters equal counts over the raw hits", async () => {
  const links = [await newLink(), await newLink(), await newLink()];
  const shares = [await newShareLink(), await newShareLink()];
  const buffer = new HitBuffer(databaseHitWriter(database.db), {
    intervalMs: 5,
    unfurlWindowMs: 0,
    maxRetryDelayMs: 50,
    maxPendingHits: 10_000,
  });
  let seed = 42;
  const random = (n: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed % n;
  };
  await Promise.all(
    Array.from({ length: 600 }, async (_, i) => {
      await new Promise((resolve) => setTimeout(resolve, i % 15)); // spread over several writes
      const share = random(3) === 0;
      buffer.record(
        hit(share ? shares[random(2)]! : links[random(3)]!.id, {
          target: share ? "share" : "link",
          occurredAt: new Date(Date.UTC(2026, 2, 1 + random(3), random(24))),
          hitClass: CLASSES[random(CLASSES.length)]!,
          visitor: `v${random(12)}`,
        }),
      );
    }),
  );
  await buffer.flush();

  const compare = async (raw: "click_events" | "share_opens", target: "link_id" | "share_link_id", rollup: string) => {
    // Both drivers (pg and PGlite) answer with { rows }.
    const result = (await database.db.execute(
      sql.raw(`
      with r as (
        select ${target} as t, (occurred_at at time zone 'UTC')::date as day, hit_class, count(*) as hits,
          count(distinct visitor) filter (where hit_class = 'human') as visitors
        from ${raw} group by 1, 2, 3)
      select count(*) filter (
          where r.t is null or u.${target} is null or r.hits <> u.hits or r.visitors <> u.visitors
        )::int as mismatches,
        coalesce(sum(u.hits), 0)::int as hits
      from r full join ${rollup} u on u.${target} = r.t and u.day = r.day and u.hit_class = r.hit_class`),
    )) as unknown as {
      rows: { mismatches: number; hits: number }[];
    };
    return result.rows[0];
  };
  expect(await compare("click_events", "link_id", "link_daily_hits")).toMatchObject({ mismatches: 0 });
  expect(await compare("share_opens", "share_link_id", "share_daily_opens")).toMatchObject({ mismatches: 0 });
  const totals = (await database.db.execute(
    sql.raw(`
    with r as (select day, hit_class, sum(hits) as hits from link_daily_hits group by 1, 2)
    select count(*) filter (where r.hits is distinct from t.hits)::int as mismatches, count(*)::int as days
    from r full join click_daily_totals t on t.day = r.day and t.hit_class = r.hit_class`),
  )) as unknown as { rows: { mismatches: number; days: number }[] };
  expect(totals.rows[0]?.mismatches).toBe(0);
  expect(totals.rows[0]?.days).toBeGreaterThan(3);
  const [rawTotal] = await database.db.select({ n: sql<number>`count(*)::int` }).from(clickEvents);
  const [opensTotal] = await database.db.select({ n: sql<number>`count(*)::int` }).from(shareOpens);
  expect((rawTotal?.n ?? 0) + (opensTotal?.n ?? 0)).toBeGreaterThanOrEqual(600);
  for (const link of links) {
    const [human] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(clickEvents)
      .where(sql`${clickEvents.linkId} = ${link.id} and ${clickEvents.hitClass} = 'human'`);
    expect(await countOf(link.id)).toBe(human?.n);
  }
});

test("a day's salt is made once and shared; salts and visitor sets older than the day before are deleted", async () => {
  const first = await loadDailySalt(database.db, "2026-03-01");
  expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(await loadDailySalt(database.db, "2026-03-01")).toBe(first);
  await database.db.insert(dailyVisitors).values({ targetId: randomUUID(), day: "2026-03-01", visitor: "x" });
  const second = await loadDailySalt(database.db, "2026-03-02");
  expect(second).not.toBe(first);
  await loadDailySalt(database.db, "2026-03-03");
  const days = await database.db.select({ day: visitorSalts.day }).from(visitorSalts).orderBy(visitorSalts.day);
  expect(days.map((d) => d.day)).toEqual(["2026-03-02", "2026-03-03"]);
  expect(await database.db.select().from(dailyVisitors).where(eq(dailyVisitors.day, "2026-03-01"))).toEqual([]);
});
