import { eq } from "drizzle-orm";
import { repActivity } from "@/lib/server/engagement/rep-activity";
import type { Database } from "@/lib/server/platform/db/client";
import { assetVersions, shareLinks, shareOpens } from "@/lib/server/platform/db/schema";
import { getRoomDetail } from "@/lib/server/rooms/room-detail";
import { shareAsset } from "@/lib/server/shares/share-links";
import { addAsset, libraryWorld, only } from "../helpers/library-fixtures";
import { addPendingPdf, addReadyPdf, insertRoomPageViews, insertSharePageViews } from "../helpers/page-rows";
import { insertRoomRow, insertRoomVisit } from "../helpers/room-rows";
import { createTestDatabase } from "../helpers/test-database";

let database: Database;
let world: Awaited<ReturnType<typeof libraryWorld>>;
const ORIGIN = "https://portal.example.com";
const NOW = new Date("2026-03-10T12:00:00Z");

beforeAll(async () => {
  database = await createTestDatabase();
  world = await libraryWorld(database.db);
});
afterAll(() => database.close());

const zeros = (count: number, from = 1) =>
  Array.from({ length: count }, (_, i) => ({ page: from + i, seconds: 0, visits: 0 }));

test("a room's PDF lists every page with seconds and human visits; other assets have null", async () => {
  const brochure = await addReadyPdf(database.db, { title: "Brochure", pages: 4 });
  const video = await addAsset(database.db, { title: "Tour", type: "video", allBrands: true });
  const rendering = await addPendingPdf(database.db, "Still rendering");
  const outside = await addAsset(database.db, { title: "Outside", type: "pdf", url: "https://example.com/x.pdf" });
  const room = await insertRoomRow(database.db, {
    userId: world.me.id,
    brandId: world.brandA.id,
    assetIds: [brochure, video, rendering, outside],
  });
  const first = await insertRoomVisit(database.db, {
    roomId: room.id,
    at: "2026-03-01T10:00:00Z",
    viewed: { [brochure]: 50, [video]: 20 },
  });
  const second = await insertRoomVisit(database.db, {
    roomId: room.id,
    at: "2026-03-02T10:00:00Z",
    viewed: { [brochure]: 38 },
  });
  const scanner = await insertRoomVisit(database.db, {
    roomId: room.id,
    at: "2026-03-02T11:00:00Z",
    hitClass: "scanner",
    reason: "scanner_after_email",
    viewed: { [brochure]: 900 },
  });
  const own = await insertRoomVisit(database.db, {
    roomId: room.id,
    at: "2026-03-02T12:00:00Z",
    hitClass: "own",
    reason: "own_session",
    viewed: { [brochure]: 900 },
  });
  await insertRoomPageViews(database.db, first, brochure, { 1: 10, 2: 40, 3: 0 });
  // Page 9 is past the document's 4 pages (an earlier version of the file had more): left out.
  await insertRoomPageViews(database.db, second, brochure, { 2: 8, 4: 30, 9: 12 });
  await insertRoomPageViews(database.db, scanner, brochure, { 1: 300, 3: 300 });
  await insertRoomPageViews(database.db, own, brochure, { 3: 500 });

  const detail = await getRoomDetail(database.db, world.me, room.id, ORIGIN);
  expect(detail.engagement.map((asset) => [asset.title, asset.pages])).toEqual([
    [
      "Brochure",
      [
        { page: 1, seconds: 10, visits: 1 },
        { page: 2, seconds: 48, visits: 2 },
        // A page reported with 0 seconds was not read: no visit counts.
        { page: 3, seconds: 0, visits: 0 },
        { page: 4, seconds: 30, visits: 1 },
      ],
    ],
    ["Tour", null],
    ["Still rendering", null],
    ["Outside", null],
  ]);

  const pagesOf = (at: string) =>
    detail.timeline.find((visit) => visit.at.startsWith(at))?.assets.map((asset) => [asset.title, asset.pages]);
  expect(pagesOf("2026-03-01T10")).toEqual([
    [
      "Brochure",
      [
        { page: 1, seconds: 10 },
        { page: 2, seconds: 40 },
      ],
    ],
    ["Tour", null],
  ]);
  expect(pagesOf("2026-03-02T10")).toEqual([
    [
      "Brochure",
      [
        { page: 2, seconds: 8 },
        { page: 4, seconds: 30 },
      ],
    ],
  ]);
  // Visits that do not count show no pages read, whatever was stored for them.
  expect(pagesOf("2026-03-02T11")).toEqual([["Brochure", []]]);
  expect(pagesOf("2026-03-02T12")).toEqual([["Brochure", []]]);
});

test("a ready PDF nobody read lists every page at zero", async () => {
  const deck = await addReadyPdf(database.db, { title: "Deck", pages: 12 });
  const room = await insertRoomRow(database.db, { userId: world.me.id, brandId: world.brandA.id, assetIds: [deck] });
  await insertRoomVisit(database.db, { roomId: room.id, at: "2026-03-03T10:00:00Z", viewed: { [deck]: 0 } });
  const detail = await getRoomDetail(database.db, world.me, room.id, ORIGIN);
  expect(detail.engagement[0]?.pages).toEqual(zeros(12));
  expect(detail.timeline[0]?.assets[0]?.pages).toEqual([]);
});

test("another rep's room answers 404 to its figures, for an admin too", async () => {
  const deck = await addReadyPdf(database.db, { title: "Private deck", pages: 2 });
  const room = await insertRoomRow(database.db, { userId: world.me.id, brandId: world.brandA.id, assetIds: [deck] });
  await expect(getRoomDetail(database.db, world.other, room.id, ORIGIN)).rejects.toMatchObject({ status: 404 });
  await expect(getRoomDetail(database.db, world.admin, room.id, ORIGIN)).rejects.toMatchObject({ status: 404 });
});

async function openOf(shareLinkId: string, at: string, hitClass = "human"): Promise<number> {
  const row = only(
    await database.db
      .insert(shareOpens)
      .values({ shareLinkId, occurredAt: new Date(at), userAgentClass: "mobile", hitClass, reason: "person" })
      .returning({ id: shareOpens.id }),
  );
  return row.id;
}

const shareIdOf = async (slug: string) =>
  only(await database.db.select({ id: shareLinks.id }).from(shareLinks).where(eq(shareLinks.slug, slug))).id;

test("a share's pages on Activity sum its human opens of the 30 days; not a PDF is null", async () => {
  const pdf = await addReadyPdf(database.db, { title: "Price list", pages: 3 });
  const video = await addAsset(database.db, { title: "Clip", type: "video", allBrands: true });
  const { shareSlug } = await shareAsset(database.db, world.me, pdf);
  await shareAsset(database.db, world.me, video);
  const shareId = await shareIdOf(shareSlug);
  const a = await openOf(shareId, "2026-03-09T10:00:00Z");
  const b = await openOf(shareId, "2026-03-10T09:00:00Z");
  const old = await openOf(shareId, "2026-01-05T10:00:00Z");
  const bot = await openOf(shareId, "2026-03-10T10:00:00Z", "bot");
  const own = await openOf(shareId, "2026-03-10T10:30:00Z", "own");
  await insertSharePageViews(database.db, a, { 1: 5, 3: 20 });
  await insertSharePageViews(database.db, b, { 1: 7, 2: 0 });
  await insertSharePageViews(database.db, old, { 2: 100 });
  await insertSharePageViews(database.db, bot, { 2: 100 });
  await insertSharePageViews(database.db, own, { 2: 100 });

  const activity = await repActivity(database.db, world.me, NOW);
  const byTitle = new Map(activity.shares.map((share) => [share.title, share.pages]));
  expect(byTitle.get("Price list")).toEqual([
    { page: 1, seconds: 12, visits: 2 },
    { page: 2, seconds: 0, visits: 0 },
    { page: 3, seconds: 20, visits: 1 },
  ]);
  expect(byTitle.get("Clip")).toBeNull();

  // The other rep sees only their own share of the same PDF, with none of these reads.
  await shareAsset(database.db, world.other, pdf);
  const theirs = await repActivity(database.db, world.other, NOW);
  expect(theirs.shares.map((share) => [share.title, share.pages])).toEqual([["Price list", zeros(3)]]);
});

test("reads before the asset's current file are another document's: counted for neither strip", async () => {
  const deck = await addReadyPdf(database.db, { title: "Versioned deck", pages: 2 });
  const room = await insertRoomRow(database.db, { userId: world.me.id, brandId: world.brandA.id, assetIds: [deck] });
  const before = await insertRoomVisit(database.db, {
    roomId: room.id,
    at: "2026-03-04T10:00:00Z",
    viewed: { [deck]: 30 },
  });
  const after = await insertRoomVisit(database.db, {
    roomId: room.id,
    at: "2026-03-06T10:00:00Z",
    viewed: { [deck]: 9 },
  });
  await insertRoomPageViews(database.db, before, deck, { 1: 30 });
  await insertRoomPageViews(database.db, after, deck, { 2: 9 });
  const { shareSlug } = await shareAsset(database.db, world.me, deck);
  const shareId = await shareIdOf(shareSlug);
  await insertSharePageViews(database.db, await openOf(shareId, "2026-03-04T11:00:00Z"), { 1: 40 });
  await insertSharePageViews(database.db, await openOf(shareId, "2026-03-06T11:00:00Z"), { 2: 6 });
  // The file was replaced on March 5: version 1 from its upload, version 2 since.
  await database.db.insert(assetVersions).values([
    { assetId: deck, url: "/uploads/old-deck.pdf", createdAt: new Date("2026-03-01T00:00:00Z") },
    { assetId: deck, url: "/uploads/new-deck.pdf", createdAt: new Date("2026-03-05T00:00:00Z") },
  ]);

  const detail = await getRoomDetail(database.db, world.me, room.id, ORIGIN);
  expect(detail.engagement[0]?.pages).toEqual([
    { page: 1, seconds: 0, visits: 0 },
    { page: 2, seconds: 9, visits: 1 },
  ]);
  const timeline = new Map(detail.timeline.map((visit) => [visit.at.slice(0, 10), visit.assets[0]?.pages]));
  expect(timeline.get("2026-03-06")).toEqual([{ page: 2, seconds: 9 }]);
  // The earlier visit read the earlier file: its pages are not this document's.
  expect(timeline.get("2026-03-04")).toBeNull();

  const activity = await repActivity(database.db, world.me, NOW);
  expect(activity.shares.find((share) => share.title === "Versioned deck")?.pages).toEqual([
    { page: 1, seconds: 0, visits: 0 },
    { page: 2, seconds: 6, visits: 1 },
  ]);
});
