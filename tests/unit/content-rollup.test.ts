import { randomBytes, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { ContentListQuery } from "@/lib/contract/content-scorecard";
import { recordEngagement } from "@/lib/server/engagement/engagement-store";
import type { Database } from "@/lib/server/platform/db/client";
import {
  contentStaleDays,
  pdfRenders,
  roomAssets,
  roomAssetViews,
  roomPageViews,
  rooms,
  shareLinks,
  shareOpens,
  sharePageViews,
} from "@/lib/server/platform/db/schema";
import { brandReads } from "@/lib/server/reports/brand-readers";
import { contentDays } from "@/lib/server/reports/content-figures";
import { contentScope } from "@/lib/server/reports/content-events";
import { rollUpDay } from "@/lib/server/reports/content-rollup";
import { rollUpClosedDays } from "@/lib/server/reports/content-rollup-round";
import { contentScorecard } from "@/lib/server/reports/content-scorecard-report";
import { insertContentVisit, rolledFigures } from "../helpers/content-test-rows";
import { createTestDatabase } from "../helpers/test-database";
import { addAsset, libraryWorld, only } from "../helpers/library-fixtures";

// Three UTC days: two closed ones the roll-up takes, and today, always read from the raw tables.
const DAY_MS = 86_400_000;
const TODAY = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS);
const dayOf = (ago: number) => new Date(TODAY.getTime() - ago * DAY_MS).toISOString().slice(0, 10);
const [D2, D1, D0] = [dayOf(2), dayOf(1), dayOf(0)];
const at = (day: string, time: string) => new Date(`${day}T${time}Z`);
/** The clock of the roll-up: noon today, so yesterday is closed whatever the hour the test runs. */
const NOON = at(D0, "12:00:00");

let database: Database;
let world: Awaited<ReturnType<typeof libraryWorld>>;
let video: string;
let pdf: string;
let lateOpen: string;

type Open = { link: string; at: Date; visitor: string | null; percent?: number | null; hitClass?: string };

async function shareLink(assetId: string, userId: string, brandId: string | null) {
  const values = { slug: randomUUID(), assetId, userId, brandId };
  return only(await database.db.insert(shareLinks).values(values).returning({ id: shareLinks.id })).id;
}

async function openShare(o: Open): Promise<number> {
  const values = {
    shareLinkId: o.link,
    occurredAt: o.at,
    userAgentClass: "mobile",
    hitClass: o.hitClass ?? "human",
    visitor: o.visitor,
    openId: randomUUID(),
    furthestPercent: o.percent ?? null,
  };
  const row = only(await database.db.insert(shareOpens).values(values).returning());
  if (o.at.toISOString().startsWith(D1) && o.percent === 0) lateOpen = row.openId!;
  return row.id;
}

const visitRoom = async (roomId: string, when: Date, visitor: string, hitClass = "human") =>
  (await insertContentVisit(database.db, roomId, when, visitor, hitClass)).id;

/**
 * The video, shared from brand A and brand B: the same visitor key on two brands on one day counts
 * once for every brand together. The 4-page PDF, through a share without a brand and a room of
 * brand A. Bots, scanners, unfurlers, HEAD and the rep's own opens mixed in count nowhere.
 */
beforeAll(async () => {
  database = await createTestDatabase();
  world = await libraryWorld(database.db);
  const { db } = database;
  video = await addAsset(db, {
    title: "Rollup video",
    type: "video",
    url: "/samples/v.mp4",
    duration: "1:40",
    allBrands: true,
  });
  const file = `${randomBytes(8).toString("hex")}.pdf`;
  pdf = await addAsset(db, { title: "Rollup deck", type: "pdf", url: `/uploads/${file}`, allBrands: true });
  await db.insert(pdfRenders).values({ fileName: file, status: "ready", pageCount: 4 });

  const videoA = await shareLink(video, world.me.id, world.brandA.id);
  const videoB = await shareLink(video, world.other.id, world.brandB.id);
  for (const o of [
    { link: videoA, at: at(D2, "10:00:00"), visitor: "x", percent: 50 },
    { link: videoA, at: at(D2, "10:05:00"), visitor: "x", percent: 20 },
    { link: videoA, at: at(D2, "10:06:00"), visitor: "y", hitClass: "bot" },
    { link: videoA, at: at(D2, "10:07:00"), visitor: "y", hitClass: "scanner" },
    { link: videoA, at: at(D1, "12:00:00"), visitor: "y", hitClass: "unfurler" },
    { link: videoA, at: at(D1, "12:00:00"), visitor: "y", hitClass: "own" },
    { link: videoA, at: at(D1, "23:59:00"), visitor: "z", percent: 100 },
    { link: videoB, at: at(D1, "23:59:30"), visitor: "z", percent: 0 },
    { link: videoA, at: at(D0, "00:00:30"), visitor: "z", percent: 70 },
  ])
    await openShare(o);

  // The PDF's share: pages 1 and 2 read (page 3 at 0 s and page 9, past its count, do not count): 50%.
  const pdfShare = await shareLink(pdf, world.me.id, null);
  const opened = await openShare({ link: pdfShare, at: at(D1, "09:00:00"), visitor: "p" });
  await db
    .insert(sharePageViews)
    .values([1, 2, 3, 9].map((page) => ({ openId: opened, page, seconds: page === 3 ? 0 : 4 })));

  const room = only(
    await db
      .insert(rooms)
      .values({ slug: randomUUID(), userId: world.me.id, brandId: world.brandA.id, recipientName: "Jane" })
      .returning({ id: rooms.id }),
  ).id;
  await db.insert(roomAssets).values([
    { roomId: room, assetId: pdf, position: 0 },
    { roomId: room, assetId: video, position: 1 },
  ]);
  // Yesterday's visit read page 1 of 4 (25%) and downloaded the PDF; 3 s on the video is no engagement.
  const yesterday = await visitRoom(room, at(D1, "23:59:50"), "q");
  await db.insert(roomAssetViews).values([
    { visitId: yesterday, assetId: pdf, seconds: 10, downloads: 1 },
    { visitId: yesterday, assetId: video, seconds: 3 },
  ]);
  await db.insert(roomPageViews).values({ visitId: yesterday, assetId: pdf, page: 1, seconds: 8 });
  const bot = await visitRoom(room, at(D2, "08:00:00"), "b", "bot");
  await db.insert(roomAssetViews).values({ visitId: bot, assetId: pdf, seconds: 60, downloads: 1 });
  // Today's visit read all four pages (100%).
  const today = await visitRoom(room, at(D0, "00:01:00"), "q");
  await db
    .insert(roomPageViews)
    .values([1, 2, 3, 4].map((page) => ({ visitId: today, assetId: pdf, page, seconds: 5 })));
});
afterAll(() => database.close());

/** The two assets' figures over D2..today, for every brand and for each brand, and the rep library's reads. */
async function scorecards() {
  const of = async (query: Omit<ContentListQuery, "from" | "to">) => {
    const page = await contentScorecard(database.db, { from: D2, to: D0, limit: 200, ...query });
    const row = (id: string) => rolledFigures(page.assets.find((asset) => asset.assetId === id)!);
    return { video: row(video), pdf: row(pdf) };
  };
  const reads = await brandReads(database.db, world.brandA.id);
  return {
    all: await of({}),
    brandA: await of({ brandId: world.brandA.id }),
    brandB: await of({ brandId: world.brandB.id }),
    readsA: { video: reads.get(video), pdf: reads.get(pdf) },
  };
}

const EXPECTED = {
  // Video: percents 50, 20 | 100, 0 | 70: median 50; visitors x | z | z.
  all: {
    video: { humanOpens: 5, visitors: 3, medianReadPercent: 50, downloads: 0 },
    pdf: { humanOpens: 3, visitors: 3, medianReadPercent: 50, downloads: 1 },
  },
  // Brand A: video 50, 20 | 100 | 70: median 60; the room's PDF 25 | 100: median 62.5, rounded.
  brandA: {
    video: { humanOpens: 4, visitors: 3, medianReadPercent: 60, downloads: 0 },
    pdf: { humanOpens: 2, visitors: 2, medianReadPercent: 63, downloads: 1 },
  },
  brandB: {
    video: { humanOpens: 1, visitors: 1, medianReadPercent: 0, downloads: 0 },
    pdf: { humanOpens: 0, visitors: 0, medianReadPercent: null, downloads: 0 },
  },
  readsA: { video: { opens: 4, customers: 3 }, pdf: { opens: 2, customers: 2 } },
};

test("the roll-up of closed days gives the raw tables' exact figures, today read raw beside it", async () => {
  expect(await scorecards()).toEqual(EXPECTED);
  expect(await rollUpClosedDays(database.db, NOON)).toEqual([D2, D1]);
  const scope = await contentScope(database.db, { from: D2, to: D0 });
  expect(await contentDays(database.db, scope)).toEqual({
    rolled: expect.arrayContaining([D2, D1]),
    hours: [],
    counted: [],
    fresh: [{ start: TODAY, end: new Date(TODAY.getTime() + DAY_MS) }],
  });
  expect(await scorecards()).toEqual(EXPECTED);
  // Again: nothing to do, and a day already rolled is not rolled twice.
  expect(await rollUpClosedDays(database.db, NOON)).toEqual([]);
  expect(await rollUpDay(database.db, D1)).toBe(false);
});

test("a late report on a rolled day marks it stale: read raw, then rolled again, still exact", async () => {
  await rollUpClosedDays(database.db, NOON);
  // Brand B's open of yesterday now played 90%: the video's percents 50, 20 | 100, 90 | 70, median 70.
  const beacon = { openId: lateOpen, seconds: 30, percent: 90 };
  const slug = only(
    await database.db
      .select({ slug: shareLinks.slug })
      .from(shareLinks)
      .innerJoin(shareOpens, eq(shareOpens.shareLinkId, shareLinks.id))
      .where(eq(shareOpens.openId, lateOpen)),
  ).slug;
  expect(await recordEngagement(database.db, slug, beacon, NOON)).toBe(true);
  expect(await database.db.select().from(contentStaleDays)).toEqual([{ day: D1 }]);
  const changed = {
    ...EXPECTED,
    all: { ...EXPECTED.all, video: { ...EXPECTED.all.video, medianReadPercent: 70 } },
    brandB: { ...EXPECTED.brandB, video: { ...EXPECTED.brandB.video, medianReadPercent: 90 } },
  };
  expect(await scorecards()).toEqual(changed);
  expect(await rollUpClosedDays(database.db, NOON)).toEqual([D1]);
  expect(await database.db.select().from(contentStaleDays)).toEqual([]);
  expect(await scorecards()).toEqual(changed);
});
