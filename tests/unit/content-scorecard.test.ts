import { randomUUID } from "node:crypto";
import type { Database } from "@/lib/server/platform/db/client";
import { pdfRenders, roomAssetViews, shareLinks, shareOpens, sharePageViews } from "@/lib/server/platform/db/schema";
import { contentScorecard } from "@/lib/server/reports/content-scorecard-report";
import { contentDetail } from "@/lib/server/reports/content-detail";
import { neverShared } from "@/lib/server/reports/content-never-shared";
import { brandReads } from "@/lib/server/reports/brand-readers";
import { listAssets } from "@/lib/server/library/asset-list";
import { recordQuote } from "@/lib/server/reports/quote-webhook";
import { createTestDatabase } from "../helpers/test-database";
import { addAsset, libraryWorld, only } from "../helpers/library-fixtures";
import { insertRoomRow, insertRoomVisit } from "../helpers/room-rows";

let database: Database;
let world: Awaited<ReturnType<typeof libraryWorld>>;
let pdf: string;
let video: string;
let sheet: string;
const now = new Date();
const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000);

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  world = await libraryWorld(db);
  const file = `${randomUUID()}.pdf`;
  await db.insert(pdfRenders).values({ fileName: file, status: "ready", pageCount: 4 });
  pdf = await addAsset(db, {
    title: "Price List",
    url: `/uploads/${file}`,
    brandIds: [world.brandA.id],
    createdAt: at(500),
  });
  video = await addAsset(db, { title: "Demo Video", type: "video", brandIds: [world.brandA.id], createdAt: at(400) });
  sheet = await addAsset(db, {
    title: "Spec Sheet",
    type: "document",
    brandIds: [world.brandA.id],
    createdAt: at(300),
  });
  await addAsset(db, { title: "Retired", brandIds: [world.brandA.id], isActive: false });

  const share = only(
    await db
      .insert(shareLinks)
      .values({ slug: randomUUID().slice(0, 12), assetId: pdf, userId: world.me.id, brandId: world.brandA.id })
      .returning(),
  );
  const open = async (hitClass: string, visitor: string, pages: number[] = []) => {
    const row = only(
      await db
        .insert(shareOpens)
        .values({ shareLinkId: share.id, occurredAt: at(2), userAgentClass: "desktop", hitClass, visitor })
        .returning(),
    );
    if (pages.length)
      await db.insert(sharePageViews).values(pages.map((page) => ({ openId: row.id, page, seconds: 4 })));
  };
  // Three people's opens (two from one address): pages 1-2, page 1, nothing read.
  await open("human", "v1", [1, 2]);
  await open("human", "v1", [1]);
  await open("human", "v2");
  for (const hitClass of ["scanner", "unfurler", "bot", "head", "own"]) await open(hitClass, "v9");

  const room = await insertRoomRow(db, { userId: world.other.id, brandId: world.brandA.id, assetIds: [pdf, video] });
  const watched = await insertRoomVisit(db, { roomId: room.id, at: at(1).toISOString() });
  await db
    .insert(roomAssetViews)
    .values({ visitId: watched, assetId: video, seconds: 10, furthestPercent: 80, downloads: 1 });
  await insertRoomVisit(db, { roomId: room.id, at: at(1).toISOString(), viewed: { [video]: 3 } });
  await insertRoomVisit(db, { roomId: room.id, at: at(1).toISOString(), hitClass: "bot", viewed: { [video]: 60 } });
  await insertRoomVisit(db, { roomId: room.id, at: at(1).toISOString(), hitClass: "own", viewed: { [video]: 60 } });

  await recordQuote(db, { externalId: `Q-${randomUUID()}`, shareSlug: share.slug });
  await recordQuote(db, { externalId: `Q-${randomUUID()}`, roomSlug: room.slug });
});
afterAll(() => database.close());

test("each asset's figures count people only, with read depth, downloads and quote credits", async () => {
  const page = await contentScorecard(database.db, { brandId: world.brandA.id, sort: "humanOpens" });
  expect(page.nextCursor).toBeNull();
  // Ties (no opens) by title.
  expect(page.assets.map((row) => row.title)).toEqual(["Price List", "Demo Video", "Retired", "Spec Sheet"]);
  const byId = new Map(page.assets.map((row) => [row.assetId, row]));
  expect(byId.get(pdf)).toEqual({
    assetId: pdf,
    title: "Price List",
    type: "pdf",
    reps: 2,
    shares: 1,
    rooms: 1,
    humanOpens: 3,
    visitors: 2,
    medianReadPercent: 25,
    downloads: 0,
    quoteCredits: 1,
    lastSharedAt: expect.any(String),
  });
  expect(byId.get(video)).toMatchObject({
    reps: 1,
    shares: 0,
    rooms: 1,
    humanOpens: 1,
    visitors: 0,
    medianReadPercent: 80,
    downloads: 1,
    quoteCredits: 1,
  });
  expect(byId.get(sheet)).toMatchObject({
    humanOpens: 0,
    medianReadPercent: null,
    quoteCredits: 0,
    lastSharedAt: null,
  });
});

test("sorts, searches, pages and filters by brand", async () => {
  const titles = async (query: Parameters<typeof contentScorecard>[1]) =>
    (await contentScorecard(database.db, { brandId: world.brandA.id, ...query })).assets.map((row) => row.title);
  expect(await titles({ sort: "title" })).toEqual(["Demo Video", "Price List", "Retired", "Spec Sheet"]);
  expect(await titles({ sort: "title", dir: "desc" })).toEqual(["Spec Sheet", "Retired", "Price List", "Demo Video"]);
  expect(await titles({ sort: "downloads" })).toEqual(["Demo Video", "Price List", "Retired", "Spec Sheet"]);
  expect(await titles({ q: "vid" })).toEqual(["Demo Video"]);
  expect(await titles({ q: "%" })).toEqual([]);
  const first = await contentScorecard(database.db, { brandId: world.brandA.id, sort: "title", limit: 3 });
  expect(first.assets).toHaveLength(3);
  const next = await contentScorecard(database.db, {
    brandId: world.brandA.id,
    sort: "title",
    limit: 3,
    cursor: first.nextCursor ?? "",
  });
  expect(next).toMatchObject({ assets: [{ title: "Spec Sheet" }], nextCursor: null });
  expect((await contentScorecard(database.db, { brandId: world.brandB.id })).assets).toEqual([]);
  await expect(contentScorecard(database.db, { cursor: "nope!" })).rejects.toMatchObject({
    status: 400,
    message: "Invalid cursor.",
  });
  await expect(contentScorecard(database.db, { brandId: randomUUID() })).rejects.toMatchObject({ status: 400 });
});

test("a period before the opens counts none of them", async () => {
  const old = await contentScorecard(database.db, { brandId: world.brandA.id, from: "2020-01-01", to: "2020-01-31" });
  expect(old.assets.every((row) => row.humanOpens === 0 && row.shares === 0 && row.quoteCredits === 0)).toBe(true);
});

test("never shared: the active assets no rep shared in the period, oldest first", async () => {
  expect(await neverShared(database.db, { brandId: world.brandA.id })).toEqual({
    assets: [
      { assetId: sheet, title: "Spec Sheet", type: "document", brands: ["Brand A"], createdAt: at(300).toISOString() },
    ],
  });
});

test("the drill-down: opens by day and by rep, and the share of readers who read each page", async () => {
  const detail = await contentDetail(database.db, pdf, { brandId: world.brandA.id });
  expect(detail.byDay).toEqual([{ day: at(2).toISOString().slice(0, 10), humanOpens: 3 }]);
  expect(detail.byRep).toEqual([{ userId: world.me.id, name: world.me.email, humanOpens: 3 }]);
  expect(detail.readers).toBe(2);
  expect(detail.pages).toEqual([
    { page: 1, readers: 2, percent: 100 },
    { page: 2, readers: 1, percent: 50 },
    { page: 3, readers: 0, percent: 0 },
    { page: 4, readers: 0, percent: 0 },
  ]);
  const ofVideo = await contentDetail(database.db, video, {});
  expect(ofVideo).toMatchObject({ pages: null, byRep: [{ userId: world.other.id, humanOpens: 1 }] });
  await expect(contentDetail(database.db, "not-an-id", {})).rejects.toMatchObject({ status: 404 });
  await expect(contentDetail(database.db, randomUUID(), {})).rejects.toMatchObject({ status: 404 });
});

test("the rep's library sorts by the brand's human opens and says how many customers read each", async () => {
  const reads = await brandReads(database.db, world.brandA.id);
  expect(Object.fromEntries(reads)).toEqual({ [pdf]: { opens: 3, customers: 2 }, [video]: { opens: 1, customers: 0 } });
  const query = { brandId: world.brandA.id, sort: "mostRead" as const, limit: 2 };
  const first = await listAssets(database.db, world.me, query, reads);
  expect(first.assets.map((asset) => [asset.title, asset.readByCustomers])).toEqual([
    ["Price List", 2],
    ["Demo Video", 0],
  ]);
  const next = await listAssets(database.db, world.me, { ...query, cursor: first.nextCursor }, reads);
  expect(next.assets.map((asset) => asset.title)).toEqual(["Spec Sheet"]);
  expect(next.nextCursor).toBeUndefined();
  await expect(listAssets(database.db, world.me, { ...query, cursor: "bad" }, reads)).rejects.toMatchObject({
    status: 400,
  });
});
