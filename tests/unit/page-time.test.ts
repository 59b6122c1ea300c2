/**
 * The time on each page of a PDF shown as pages (docs/pages.md#time-on-each-page), as the share and
 * room beacons record it: only human opens and visits, only pages the ready document has, raised
 * only, and no page beyond the time since the open or visit was served.
 */
import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { sharePagesBeaconSchema } from "@/lib/contract/pages";
import { roomEngagementBeaconSchema } from "@/lib/contract/rooms";
import type { Hit } from "@/lib/server/engagement/hit-buffer";
import { recordEngagement } from "@/lib/server/engagement/engagement-store";
import { databaseHitWriter } from "@/lib/server/engagement/hit-store";
import type { Database } from "@/lib/server/platform/db/client";
import {
  pdfPages,
  pdfRenders,
  roomPageViews,
  roomVisits,
  shareLinks,
  shareOpens,
  sharePageViews,
} from "@/lib/server/platform/db/schema";
import { recordRoomEngagement } from "@/lib/server/rooms/room-engagement";
import { shareAsset } from "@/lib/server/shares/share-links";
import { createTestDatabase } from "../helpers/test-database";
import { addAsset, libraryWorld, only } from "../helpers/library-fixtures";
import { insertRoomRow, insertRoomVisit } from "../helpers/room-rows";

let database: Database;
let world: Awaited<ReturnType<typeof libraryWorld>>;
const OPENED = new Date("2026-03-10T12:00:00Z");
const later = (seconds: number) => new Date(OPENED.getTime() + seconds * 1000);

beforeAll(async () => {
  database = await createTestDatabase();
  world = await libraryWorld(database.db);
});
afterAll(() => database.close());

/** A PDF stored by the portal, its render in `status` with `count` pages; returns the asset. */
async function storedPdf(status: "ready" | "pending" | "failed", count = 12): Promise<string> {
  const fileName = `${randomUUID()}.pdf`;
  const assetId = await addAsset(database.db, {
    title: "Catalog",
    type: "pdf",
    url: `/uploads/${fileName}`,
    allBrands: true,
  });
  await database.db.insert(pdfRenders).values({ fileName, status, pageCount: status === "ready" ? count : null });
  if (status === "ready")
    await database.db
      .insert(pdfPages)
      .values(Array.from({ length: count }, (_, i) => ({ fileName, page: i + 1, width: 1600, height: 2263 })));
  return assetId;
}

const REASONS = {
  human: "person",
  scanner: "scanner_user_agent",
  unfurler: "unfurler_user_agent",
  bot: "bot_user_agent",
  own: "own_session",
} as const;

async function shareOpen(assetId: string, hitClass: keyof typeof REASONS = "human") {
  const { shareSlug } = await shareAsset(database.db, world.me, assetId);
  const { id } = only(await database.db.select().from(shareLinks).where(eq(shareLinks.slug, shareSlug)));
  const openId = randomUUID();
  const hit: Hit = {
    target: "share",
    targetId: id,
    occurredAt: OPENED,
    hitClass,
    reason: REASONS[hitClass],
    visitor: randomUUID(),
    referrer: null,
    device: "mobile",
    openId,
  };
  await databaseHitWriter(database.db)([hit]);
  return { slug: shareSlug, openId };
}

const sharePages = async (openId: string) =>
  database.db
    .select({ page: sharePageViews.page, seconds: sharePageViews.seconds })
    .from(sharePageViews)
    .innerJoin(shareOpens, eq(shareOpens.id, sharePageViews.openId))
    .where(eq(shareOpens.openId, openId))
    .orderBy(asc(sharePageViews.page));

const shareReport = (openId: string, pages: { page: number; seconds: number }[], seconds = 30) =>
  sharePagesBeaconSchema.parse({ openId, seconds, percent: null, pages });

test("a human open's page seconds are stored per page and only ever rise", async () => {
  const { slug, openId } = await shareOpen(await storedPdf("ready"));
  const first = [
    { page: 1, seconds: 10 },
    { page: 6, seconds: 40 },
  ];
  expect(await recordEngagement(database.db, slug, shareReport(openId, first, 60), later(120))).toBe(true);
  // A late, smaller report (sent before the other) lowers nothing; a new page is added.
  const stale = [
    { page: 1, seconds: 4 },
    { page: 6, seconds: 45 },
    { page: 7, seconds: 3 },
  ];
  expect(await recordEngagement(database.db, slug, shareReport(openId, stale, 40), later(121))).toBe(true);
  expect(await sharePages(openId)).toEqual([
    { page: 1, seconds: 10 },
    { page: 6, seconds: 45 },
    { page: 7, seconds: 3 },
  ]);
});

test("no page's seconds exceed the time since the open (and its few seconds of slack)", async () => {
  const { slug, openId } = await shareOpen(await storedPdf("ready"));
  await recordEngagement(database.db, slug, shareReport(openId, [{ page: 2, seconds: 3600 }], 20), later(20));
  expect(await sharePages(openId)).toEqual([{ page: 2, seconds: 25 }]);
});

test("pages beyond the document's count, and any page of a PDF not ready, are ignored", async () => {
  const ready = await shareOpen(await storedPdf("ready", 3));
  const beyond = [
    { page: 3, seconds: 5 },
    { page: 4, seconds: 5 },
    { page: 300, seconds: 5 },
  ];
  expect(await recordEngagement(database.db, ready.slug, shareReport(ready.openId, beyond), later(60))).toBe(true);
  expect(await sharePages(ready.openId)).toEqual([{ page: 3, seconds: 5 }]);
  for (const status of ["pending", "failed"] as const) {
    const open = await shareOpen(await storedPdf(status));
    await recordEngagement(database.db, open.slug, shareReport(open.openId, [{ page: 1, seconds: 5 }]), later(60));
    expect(await sharePages(open.openId)).toEqual([]);
  }
});

test("a scanner's, an unfurler's, a bot's or the rep's own open takes no page time", async () => {
  const assetId = await storedPdf("ready");
  for (const hitClass of ["scanner", "unfurler", "bot", "own"] as const) {
    const { slug, openId } = await shareOpen(assetId, hitClass);
    const report = shareReport(openId, [{ page: 1, seconds: 5 }]);
    expect(await recordEngagement(database.db, slug, report, later(60))).toBe(false);
    expect(await sharePages(openId)).toEqual([]);
  }
});

test("the contract refuses page 0, pages beyond the limit, a page named twice and over 300 pages", () => {
  const openId = randomUUID();
  const parse = (pages: unknown) =>
    sharePagesBeaconSchema.safeParse({ openId, seconds: 1, percent: null, pages }).error?.issues[0]?.message;
  expect(parse([{ page: 0, seconds: 1 }])).toBe("page must be 1 or more.");
  expect(parse([{ page: 99999, seconds: 1 }])).toBe("page cannot be more than 300.");
  expect(parse([{ page: 1.5, seconds: 1 }])).toBe("page must be a whole number.");
  expect(parse([{ page: "1", seconds: 1 }])).toBe("page must be a number.");
  expect(parse([{ page: 1, seconds: -1 }])).toBe("seconds cannot be negative.");
  expect(
    parse([
      { page: 2, seconds: 1 },
      { page: 2, seconds: 3 },
    ]),
  ).toBe("A report names each page once.");
  const many = Array.from({ length: 301 }, (_, i) => ({ page: (i % 300) + 1, seconds: 1 }));
  expect(parse(many)).toBe("A report names at most 300 pages.");
  // A page without pages (the old beacon, or a file that is not shown as pages) still parses.
  expect(sharePagesBeaconSchema.parse({ openId, seconds: 1 }).pages).toEqual([]);
});

describe("rooms", () => {
  async function roomWith(assetIds: string[]) {
    return insertRoomRow(database.db, { userId: world.me.id, brandId: world.brandA.id, assetIds });
  }
  async function visitOf(roomId: string, hitClass = "human") {
    const id = await insertRoomVisit(database.db, { roomId, at: OPENED.toISOString(), hitClass });
    const visitId = randomUUID();
    await database.db.update(roomVisits).set({ visitId }).where(eq(roomVisits.id, id));
    return { id, visitId };
  }
  const roomPages = async (visit: number, assetId: string) =>
    database.db
      .select({ page: roomPageViews.page, seconds: roomPageViews.seconds })
      .from(roomPageViews)
      .where(and(eq(roomPageViews.visitId, visit), eq(roomPageViews.assetId, assetId)))
      .orderBy(asc(roomPageViews.page));
  const report = (visitId: string, assets: { n: number; pages: { page: number; seconds: number }[] }[]) =>
    roomEngagementBeaconSchema.parse({
      visitId,
      assets: assets.map((a) => ({ n: a.n, seconds: 30, percent: null, pages: a.pages })),
    });

  test("a human visit's page seconds are kept per asset, raised only, capped and within the count", async () => {
    const catalog = await storedPdf("ready", 12);
    const terms = await storedPdf("ready", 2);
    const room = await roomWith([catalog, terms]);
    const { id, visitId } = await visitOf(room.id);
    const first = report(visitId, [
      {
        n: 0,
        pages: [
          { page: 6, seconds: 50 },
          { page: 13, seconds: 9 },
        ],
      },
      { n: 1, pages: [{ page: 2, seconds: 500 }] },
    ]);
    expect(await recordRoomEngagement(database.db, room.slug, first, later(100))).toBe(true);
    const lower = report(visitId, [{ n: 0, pages: [{ page: 6, seconds: 20 }] }]);
    expect(await recordRoomEngagement(database.db, room.slug, lower, later(101))).toBe(true);
    expect(await roomPages(id, catalog)).toEqual([{ page: 6, seconds: 50 }]);
    expect(await roomPages(id, terms)).toEqual([{ page: 2, seconds: 105 }]);
  });

  test("a scanner's, bot's or own visit takes no page time, and another room's slug finds no visit", async () => {
    const catalog = await storedPdf("ready");
    const room = await roomWith([catalog]);
    const other = await roomWith([catalog]);
    for (const hitClass of ["scanner", "unfurler", "bot", "own"]) {
      const { id, visitId } = await visitOf(room.id, hitClass);
      const pages = report(visitId, [{ n: 0, pages: [{ page: 1, seconds: 5 }] }]);
      expect(await recordRoomEngagement(database.db, room.slug, pages, later(60))).toBe(false);
      expect(await roomPages(id, catalog)).toEqual([]);
    }
    const { id, visitId } = await visitOf(room.id);
    const pages = report(visitId, [{ n: 0, pages: [{ page: 1, seconds: 5 }] }]);
    expect(await recordRoomEngagement(database.db, other.slug, pages, later(60))).toBe(false);
    expect(await roomPages(id, catalog)).toEqual([]);
  });
});
