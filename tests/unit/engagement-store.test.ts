import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { engagementBeaconSchema } from "@/lib/contract/engagement";
import type { Hit } from "@/lib/server/engagement/hit-buffer";
import { recordEngagement } from "@/lib/server/engagement/engagement-store";
import { databaseHitWriter } from "@/lib/server/engagement/hit-store";
import { playablePercent } from "@/lib/server/engagement/play-cap";
import { durationSeconds } from "@/lib/server/platform/storage/media-duration";
import { repActivity } from "@/lib/server/engagement/rep-activity";
import type { Database } from "@/lib/server/platform/db/client";
import { shareDailyOpens, shareLinks, shareOpens } from "@/lib/server/platform/db/schema";
import { shareAsset } from "@/lib/server/shares/share-links";
import { createTestDatabase } from "../helpers/test-database";
import { addAsset, libraryWorld, only } from "../helpers/library-fixtures";

let database: Database;
let world: Awaited<ReturnType<typeof libraryWorld>>;
const OPENED = new Date("2026-03-10T12:00:00Z");
const later = (seconds: number) => new Date(OPENED.getTime() + seconds * 1000);

beforeAll(async () => {
  database = await createTestDatabase();
  world = await libraryWorld(database.db);
});
afterAll(() => database.close());

const FILE_OF_TYPE: Record<string, string> = { video: "/samples/clip.mp4", audio: "/samples/clip.mp3" };

async function newShare(type = "video", duration?: string) {
  const url = FILE_OF_TYPE[type];
  const assetId = await addAsset(database.db, { title: "Clip", type, url, duration, allBrands: true });
  const { shareSlug } = await shareAsset(database.db, world.me, assetId);
  const { id } = only(await database.db.select().from(shareLinks).where(eq(shareLinks.slug, shareSlug)));
  return { id, slug: shareSlug };
}

/** Opens of a share page, written as the hit writer writes them; returns their ids. */
async function open(shareLinkId: string, ...extras: Partial<Hit>[]): Promise<string[]> {
  const hits = extras.map((extra): Hit => ({
    target: "share",
    targetId: shareLinkId,
    occurredAt: OPENED,
    hitClass: "human",
    reason: "person",
    visitor: randomUUID(),
    referrer: null,
    device: "desktop",
    openId: randomUUID(),
    ...extra,
  }));
  await databaseHitWriter(database.db)(hits);
  return hits.map((hit) => hit.openId!);
}

const beacon = (openId: string, seconds: number, percent: number | null = null) => ({ openId, seconds, percent });

const rawOf = async (openId: string) =>
  only(
    await database.db
      .select({ seconds: shareOpens.seconds, percent: shareOpens.furthestPercent })
      .from(shareOpens)
      .where(eq(shareOpens.openId, openId)),
  );

const humanRollup = async (shareLinkId: string) =>
  only(
    await database.db
      .select({
        timedOpens: shareDailyOpens.timedOpens,
        seconds: shareDailyOpens.seconds,
        playedOpens: shareDailyOpens.playedOpens,
        percentPlayed: shareDailyOpens.percentPlayed,
      })
      .from(shareDailyOpens)
      .where(sql`${shareDailyOpens.shareLinkId} = ${shareLinkId} and ${shareDailyOpens.hitClass} = 'human'`),
  );

test("reports only raise an open's seconds and percent, and the day's roll-up follows", async () => {
  const share = await newShare();
  const [a, b] = await open(share.id, {}, {});
  expect(await recordEngagement(database.db, share.slug, beacon(a!, 10), later(12))).toBe(true);
  expect(await recordEngagement(database.db, share.slug, beacon(a!, 40, 35), later(45))).toBe(true);
  expect(await recordEngagement(database.db, share.slug, beacon(a!, 20, 10), later(50))).toBe(true); // lower: kept
  expect(await recordEngagement(database.db, share.slug, beacon(b!, 7), later(8))).toBe(true);
  expect(await rawOf(a!)).toEqual({ seconds: 40, percent: 35 });
  expect(await rawOf(b!)).toEqual({ seconds: 7, percent: null });
  expect(await humanRollup(share.id)).toEqual({ timedOpens: 2, seconds: 47, playedOpens: 1, percentPlayed: 35 });
});

test("a forged duration is cut to the time since the open was served (and a little slack)", async () => {
  const share = await newShare();
  const [a] = await open(share.id, {});
  expect(await recordEngagement(database.db, share.slug, beacon(a!, 80_000), later(30))).toBe(true);
  expect(await rawOf(a!)).toEqual({ seconds: 35, percent: null });
  expect(await humanRollup(share.id)).toMatchObject({ timedOpens: 1, seconds: 35 });
});

test("a percent is cut to what could be played since the open, at twice the normal speed", async () => {
  const share = await newShare("video", "4:00");
  const [a, b] = await open(share.id, {}, {});
  // 3 s after the open, plus 5 s of slack, at 2x: 16 s of a 240 s video.
  expect(await recordEngagement(database.db, share.slug, beacon(a!, 3, 100), later(3))).toBe(true);
  expect(await rawOf(a!)).toEqual({ seconds: 3, percent: 6 });
  // Two minutes on, the whole video could have been played.
  expect(await recordEngagement(database.db, share.slug, beacon(a!, 120, 100), later(120))).toBe(true);
  expect(await rawOf(a!)).toEqual({ seconds: 120, percent: 100 });
  expect(await recordEngagement(database.db, share.slug, beacon(b!, 60, 40), later(60))).toBe(true);
  expect(await rawOf(b!)).toEqual({ seconds: 60, percent: 40 });
  expect(await humanRollup(share.id)).toEqual({ timedOpens: 2, seconds: 180, playedOpens: 2, percentPlayed: 140 });
});

test("without a known length, a video counts as 30 s long; a page without media takes no percent", async () => {
  const unknown = await newShare("audio");
  const [a] = await open(unknown.id, {});
  expect(await recordEngagement(database.db, unknown.slug, beacon(a!, 3, 100), later(3))).toBe(true);
  expect(await rawOf(a!)).toEqual({ seconds: 3, percent: 53 });
  const pdf = await newShare("pdf", "4:00");
  const [p] = await open(pdf.id, {});
  expect(await recordEngagement(database.db, pdf.slug, beacon(p!, 30, 100), later(30))).toBe(true);
  expect(await rawOf(p!)).toEqual({ seconds: 30, percent: null });
  expect(await humanRollup(pdf.id)).toMatchObject({ timedOpens: 1, playedOpens: 0, percentPlayed: 0 });
});

test.each([
  ["4:00", 240],
  ["0:02", 2],
  ["1:02:03", 3723],
  [" 12:05 ", 725],
  ["95", 95],
  ["0:00", null],
  ["1:60", null],
  ["1:75:00", null],
  ["3 min", null],
  ["", null],
  [null, null],
])("the stored duration %p is %p seconds", (text, seconds) => {
  expect(durationSeconds(text)).toBe(seconds);
});

test.each([
  [0, 240, 0],
  [8, 240, 6],
  [120, 240, 100],
  [1, 2, 100],
  [8, null, 53],
  [15, null, 100],
  [-3, 240, 0],
])("in %p s, at most %p%% of a %p s media could be played", (seconds, media, percent) => {
  expect(playablePercent(seconds, media)).toBe(percent);
});

test("unknown opens, another page's open and opens that are not a person's take nothing", async () => {
  const share = await newShare();
  const other = await newShare();
  const [human, scanner, own] = await open(share.id, {}, { hitClass: "scanner" }, { hitClass: "own" });
  expect(await recordEngagement(database.db, other.slug, beacon(human!, 10), later(20))).toBe(false);
  expect(await recordEngagement(database.db, "no-such-page", beacon(human!, 10), later(20))).toBe(false);
  expect(await recordEngagement(database.db, share.slug, beacon(randomUUID(), 10), later(20))).toBe(false);
  expect(await recordEngagement(database.db, share.slug, beacon(scanner!, 10), later(20))).toBe(false);
  expect(await recordEngagement(database.db, share.slug, beacon(own!, 10), later(20))).toBe(false);
  expect(await rawOf(human!)).toEqual({ seconds: null, percent: null });
  expect(await humanRollup(share.id)).toEqual({ timedOpens: 0, seconds: 0, playedOpens: 0, percentPlayed: 0 });
});

test("the beacon's schema refuses negative, huge, fractional and non-numeric figures with a clear message", () => {
  const openId = randomUUID();
  const message = (input: unknown) => engagementBeaconSchema.safeParse(input).error?.issues[0]?.message;
  expect(message({ openId, seconds: -1 })).toBe("seconds cannot be negative.");
  expect(message({ openId, seconds: 86_401 })).toBe("seconds cannot be more than 86400.");
  expect(message({ openId, seconds: 1.5 })).toBe("seconds must be a whole number.");
  expect(message({ openId, seconds: "10" })).toBe("seconds must be a number.");
  expect(message({ openId, seconds: 5, percent: 101 })).toBe("percent must be between 0 and 100.");
  expect(message({ openId: "abc", seconds: 5 })).toBe("openId must be the id of an open of this page.");
  expect(engagementBeaconSchema.parse({ openId, seconds: 5 })).toEqual({ openId, seconds: 5, percent: null });
});

test("after random reports, the roll-up sums equal the raw opens' and Activity averages them", async () => {
  const share = await newShare();
  const ids = await open(share.id, ...Array.from({ length: 40 }, () => ({})));
  let seed = 7;
  const random = (n: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return Math.floor(seed / 2 ** 15) % n; // the high bits: an LCG's low bits repeat quickly
  };
  await Promise.all(
    Array.from({ length: 200 }, () => {
      const id = ids[random(ids.length)]!;
      const percent = random(3) === 0 ? null : random(101);
      return recordEngagement(database.db, share.slug, beacon(id, random(120), percent), later(60));
    }),
  );
  const [raw] = await database.db
    .select({
      timedOpens: sql<number>`count(${shareOpens.seconds})::int`,
      seconds: sql<number>`coalesce(sum(${shareOpens.seconds}), 0)::int`,
      playedOpens: sql<number>`count(${shareOpens.furthestPercent})::int`,
      percentPlayed: sql<number>`coalesce(sum(${shareOpens.furthestPercent}), 0)::int`,
    })
    .from(shareOpens)
    .where(eq(shareOpens.shareLinkId, share.id));
  expect(raw?.timedOpens).toBeGreaterThan(30);
  expect(raw?.seconds).toBeGreaterThan(0);
  expect(await humanRollup(share.id)).toEqual(raw);

  const activity = await repActivity(database.db, world.me, OPENED);
  const shown = activity.shares.find((s) => s.shareSlug === share.slug);
  expect(shown?.engagement).toEqual({
    timedOpens: raw!.timedOpens,
    averageSeconds: Math.round(raw!.seconds / raw!.timedOpens),
    playedOpens: raw!.playedOpens,
    averagePercent: Math.round(raw!.percentPlayed / raw!.playedOpens),
    // No brand's call to action was clicked here.
    nextStepClicks: 0,
    nextStepLabel: null,
  });
});
