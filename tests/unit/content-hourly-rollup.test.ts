import { randomBytes, randomUUID } from "node:crypto";
import { and, eq, gte } from "drizzle-orm";
import { markContentDayStale } from "@/lib/server/engagement/content-stale-day";
import { recordEngagement } from "@/lib/server/engagement/engagement-store";
import type { Database } from "@/lib/server/platform/db/client";
import {
  contentHourlyOpens,
  contentRolledDays,
  contentStaleDays,
  contentStaleHours,
  pdfRenders,
  roomAssets,
  roomAssetViews,
  roomPageViews,
  rooms,
  shareLinks,
  shareOpens,
  sharePageViews,
} from "@/lib/server/platform/db/schema";
import { contentDays } from "@/lib/server/reports/content-figures";
import { contentScope } from "@/lib/server/reports/content-events";
import { rollUpClosedDays, rollUpContent, STALE_DAYS_PER_ROUND } from "@/lib/server/reports/content-rollup-round";
import { contentScorecard } from "@/lib/server/reports/content-scorecard-report";
import { insertContentVisit, rolledFigures } from "../helpers/content-test-rows";
import { createTestDatabase } from "../helpers/test-database";
import { addAsset, libraryWorld, only } from "../helpers/library-fixtures";

// One UTC day, DAY, seen by the roll-up at 03:30 (hours 00 to 02 closed, 03 open), at 00:05 the
// next day (its hours up to 22 closed, the day not yet) and at 00:20 the next day (the day closed).
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const dayOf = (ago: number) => new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS - ago * DAY_MS);
const DAY = dayOf(3).toISOString().slice(0, 10);
const NEXT = dayOf(2).toISOString().slice(0, 10);
const at = (day: string, time: string) => new Date(`${day}T${time}Z`);
const EARLY = at(DAY, "03:30:00");

let database: Database;
let world: Awaited<ReturnType<typeof libraryWorld>>;
let video: string;
let pdf: string;
let lateSlug: string;
let lateOpen: string;
let roomVisit: { id: number; occurredAt: Date };

async function shareLink(assetId: string, userId: string, brandId: string | null) {
  const values = { slug: randomUUID(), assetId, userId, brandId };
  return only(await database.db.insert(shareLinks).values(values).returning()).slug;
}

async function openShare(slug: string, when: Date, visitor: string, percent: number | null, hitClass = "human") {
  const link = only(await database.db.select().from(shareLinks).where(eq(shareLinks.slug, slug)));
  const values = {
    shareLinkId: link.id,
    occurredAt: when,
    userAgentClass: "mobile",
    hitClass,
    visitor,
    openId: randomUUID(),
    furthestPercent: percent,
  };
  return only(await database.db.insert(shareOpens).values(values).returning());
}

const visitRoom = async (roomId: string, when: Date, visitor: string, hitClass = "human") =>
  await insertContentVisit(database.db, roomId, when, visitor, hitClass);

/**
 * The video shared from brands A and B: visitor z opens it in hours 00, 01 (through B) and 03, so
 * the day's visitors must stay distinct across hours and brands. The 4-page PDF through a share
 * without a brand and a room of brand A. A bot's opens count nowhere.
 */
beforeAll(async () => {
  database = await createTestDatabase();
  world = await libraryWorld(database.db);
  const { db } = database;
  video = await addAsset(db, {
    title: "Hourly video",
    type: "video",
    url: "/samples/v.mp4",
    duration: "1:40",
    allBrands: true,
  });
  const file = `${randomBytes(8).toString("hex")}.pdf`;
  pdf = await addAsset(db, { title: "Hourly deck", type: "pdf", url: `/uploads/${file}`, allBrands: true });
  await db.insert(pdfRenders).values({ fileName: file, status: "ready", pageCount: 4 });

  const videoA = await shareLink(video, world.me.id, world.brandA.id);
  const videoB = await shareLink(video, world.other.id, world.brandB.id);
  await openShare(videoA, at(DAY, "00:10:00"), "z", 70);
  await openShare(videoB, at(DAY, "01:20:00"), "z", 30);
  lateOpen = (await openShare(videoA, at(DAY, "01:40:00"), "w", 10)).openId!;
  lateSlug = videoA;
  await openShare(videoA, at(DAY, "01:50:00"), "y", 100, "bot");
  await openShare(videoA, at(DAY, "03:05:00"), "z", 50);
  const read = await openShare(await shareLink(pdf, world.me.id, null), at(DAY, "02:15:00"), "p", null);
  await db.insert(sharePageViews).values([1, 2].map((page) => ({ openId: read.id, page, seconds: 4 })));

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
  // Hour 00: page 1 of 4 (25%) and a download; 3 s on the video is no engagement (until later).
  roomVisit = await visitRoom(room, at(DAY, "00:30:00"), "q");
  await db.insert(roomAssetViews).values([
    { visitId: roomVisit.id, assetId: pdf, seconds: 10, downloads: 1 },
    { visitId: roomVisit.id, assetId: video, seconds: 3 },
  ]);
  await db.insert(roomPageViews).values({ visitId: roomVisit.id, assetId: pdf, page: 1, seconds: 8 });
  const bot = await visitRoom(room, at(DAY, "02:30:00"), "b", "bot");
  await db.insert(roomAssetViews).values({ visitId: bot.id, assetId: pdf, seconds: 60, downloads: 1 });
  // Hour 03: all four pages (100%).
  const later = await visitRoom(room, at(DAY, "03:10:00"), "q");
  await db
    .insert(roomPageViews)
    .values([1, 2, 3, 4].map((page) => ({ visitId: later.id, assetId: pdf, page, seconds: 5 })));
});
afterAll(() => database.close());

async function scorecards() {
  const of = async (brandId?: string) => {
    const page = await contentScorecard(database.db, { from: DAY, to: DAY, limit: 200, brandId });
    const row = (id: string) => rolledFigures(page.assets.find((asset) => asset.assetId === id)!);
    return { video: row(video), pdf: row(pdf) };
  };
  return { all: await of(), brandA: await of(world.brandA.id), brandB: await of(world.brandB.id) };
}

const hour = (time: string) => at(DAY, time).toISOString();

/** What the raw tables give: video 70, 30, 10 | 50 (z, w); the PDF 25 (q, 1 download), 50 (p) | 100 (q). */
const RAW = {
  all: {
    video: { humanOpens: 4, visitors: 2, medianReadPercent: 40, downloads: 0 },
    pdf: { humanOpens: 3, visitors: 2, medianReadPercent: 50, downloads: 1 },
  },
  brandA: {
    video: { humanOpens: 3, visitors: 2, medianReadPercent: 50, downloads: 0 },
    pdf: { humanOpens: 2, visitors: 1, medianReadPercent: 63, downloads: 1 },
  },
  brandB: {
    video: { humanOpens: 1, visitors: 1, medianReadPercent: 30, downloads: 0 },
    pdf: { humanOpens: 0, visitors: 0, medianReadPercent: null, downloads: 0 },
  },
};
/** After the late reports: w's open played 90%, and q's visit engaged with the video (0% played). */
const LATE = {
  ...RAW,
  all: { ...RAW.all, video: { humanOpens: 5, visitors: 3, medianReadPercent: 50, downloads: 0 } },
  brandA: { ...RAW.brandA, video: { humanOpens: 4, visitors: 3, medianReadPercent: 60, downloads: 0 } },
};

test("today's closed hours are rolled up, only the open hour read raw, with exact figures", async () => {
  expect(await scorecards()).toEqual(RAW);
  const { days, hours } = await rollUpContent(database.db, EARLY);
  expect(days).toEqual([]);
  // Yesterday's hours (not rolled whole: no open that day yet) and today's up to 02:00.
  expect(hours.map((h) => h.toISOString())).toEqual(
    Array.from({ length: 27 }, (_, n) => new Date(at(DAY, "00:00:00").getTime() + (n - 24) * HOUR_MS).toISOString()),
  );
  const scope = await contentScope(database.db, { from: DAY, to: DAY });
  const split = await contentDays(database.db, scope);
  expect(split.hours.sort()).toEqual([hour("00:00:00"), hour("01:00:00"), hour("02:00:00")]);
  expect(split.fresh).toEqual([{ start: at(DAY, "03:00:00"), end: at(NEXT, "00:00:00") }]);
  expect(split.counted).toEqual([DAY]);
  expect(await scorecards()).toEqual(RAW);
  expect(await rollUpContent(database.db, EARLY)).toEqual({ days: [], hours: [] });
});

test("late reports mark their hours stale: read raw, then rolled again alone, still exact", async () => {
  expect(await recordEngagement(database.db, lateSlug, { openId: lateOpen, seconds: 30, percent: 90 }, EARLY)).toBe(
    true,
  );
  // The report's transaction marks the visit's hour; here the report is written by hand.
  await database.db
    .update(roomAssetViews)
    .set({ seconds: 10 })
    .where(and(eq(roomAssetViews.visitId, roomVisit.id), eq(roomAssetViews.assetId, video)));
  await markContentDayStale(database.db, roomVisit.occurredAt, EARLY);
  expect((await database.db.select().from(contentStaleHours)).map((row) => row.hour.toISOString()).sort()).toEqual([
    hour("00:00:00"),
    hour("01:00:00"),
  ]);
  expect(await database.db.select().from(contentStaleDays)).toEqual([]);
  // While an hour is stale, the day's visitors are counted from the other hours' keys and the raw opens.
  const split = await contentDays(database.db, await contentScope(database.db, { from: DAY, to: DAY }));
  expect(split.counted).toEqual([]);
  expect(await scorecards()).toEqual(LATE);
  const { hours } = await rollUpContent(database.db, EARLY);
  expect(hours.map((h) => h.toISOString())).toEqual([hour("00:00:00"), hour("01:00:00")]);
  expect(await database.db.select().from(contentStaleHours)).toEqual([]);
  expect(await scorecards()).toEqual(LATE);
});

test("the day's hours until it is rolled whole, then the day's roll-up alone, still exact", async () => {
  const { days, hours } = await rollUpContent(database.db, at(NEXT, "00:05:00"));
  expect(days).toEqual([]);
  expect(hours).toHaveLength(20); // 03:00 to 22:00; 23:00 closes at 00:10
  expect(await scorecards()).toEqual(LATE);
  expect(await rollUpContent(database.db, at(NEXT, "00:20:00"))).toEqual({ days: [DAY], hours: [] });
  const left = await database.db
    .select()
    .from(contentHourlyOpens)
    .where(gte(contentHourlyOpens.hour, at(DAY, "00:00:00")));
  expect(left).toEqual([]);
  const split = await contentDays(database.db, await contentScope(database.db, { from: DAY, to: DAY }));
  expect(split).toEqual({ rolled: [DAY], hours: [], counted: [], fresh: [] });
  expect(await scorecards()).toEqual(LATE);
});

test("many stale days are rolled again a few a round, newest first", async () => {
  const before = Array.from({ length: 10 }, (_, n) => new Date(at(DAY, "00:00:00").getTime() - (n + 1) * DAY_MS));
  const stale = before.map((day) => day.toISOString().slice(0, 10));
  await database.db.insert(contentRolledDays).values(stale.map((day) => ({ day })));
  await database.db.insert(contentStaleDays).values(stale.map((day) => ({ day })));
  const clock = at(NEXT, "00:20:00");
  expect(await rollUpClosedDays(database.db, clock)).toEqual(stale.slice(0, STALE_DAYS_PER_ROUND));
  expect(await rollUpClosedDays(database.db, clock)).toEqual(stale.slice(STALE_DAYS_PER_ROUND));
  expect(await rollUpClosedDays(database.db, clock)).toEqual([]);
  expect(await scorecards()).toEqual(LATE);
});
