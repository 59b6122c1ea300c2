import { eq } from "drizzle-orm";
import type { Database } from "@/lib/server/platform/db/client";
import { shareLinks, shareOpens } from "@/lib/server/platform/db/schema";
import { csvField } from "@/lib/server/reports/csv";
import { HITS_HEADER, hitsCsv } from "@/lib/server/reports/exports";
import { shareAsset } from "@/lib/server/shares/share-links";
import { addAsset, libraryWorld, only } from "../helpers/library-fixtures";
import { addPendingPdf, addReadyPdf, insertRoomPageViews, insertSharePageViews } from "../helpers/page-rows";
import { insertRoomRow, insertRoomVisit } from "../helpers/room-rows";
import { createTestDatabase } from "../helpers/test-database";

let database: Database;
let world: Awaited<ReturnType<typeof libraryWorld>>;

beforeAll(async () => {
  database = await createTestDatabase();
  world = await libraryWorld(database.db);
});
afterAll(() => database.close());

async function collect(rows: AsyncIterable<unknown[][]>): Promise<unknown[][]> {
  const all: unknown[][] = [];
  for await (const page of rows) all.push(...page);
  return all;
}

const PAGES_READ = HITS_HEADER.indexOf("pages_read");

async function openOf(assetId: string, at: string, hitClass = "human"): Promise<number> {
  const { shareSlug } = await shareAsset(database.db, world.me, assetId);
  const { id } = only(await database.db.select().from(shareLinks).where(eq(shareLinks.slug, shareSlug)));
  const row = only(
    await database.db
      .insert(shareOpens)
      .values({ shareLinkId: id, occurredAt: new Date(at), userAgentClass: "mobile", hitClass, reason: "person" })
      .returning({ id: shareOpens.id }),
  );
  return row.id;
}

test("pages_read is the last column of the hits export", () => {
  expect(HITS_HEADER.at(-1)).toBe("pages_read");
});

test("a share open's pages_read counts its pages with any seconds; empty when not a PDF with pages", async () => {
  const pdf = await addReadyPdf(database.db, { title: '=HYPERLINK("x") Price list', pages: 5 });
  const video = await addAsset(database.db, { title: "Clip", type: "video", allBrands: true });
  const pending = await addPendingPdf(database.db, "Rendering");
  const read = await openOf(pdf, "2026-08-01T09:00:00Z");
  await openOf(pdf, "2026-08-01T09:01:00Z");
  await openOf(video, "2026-08-01T09:02:00Z");
  await openOf(pending, "2026-08-01T09:03:00Z");
  // Page 0 seconds is not read; page 7 is past the file's 5 pages.
  await insertSharePageViews(database.db, read, { 1: 4, 2: 0, 3: 9, 7: 3 });

  const rows = await collect(hitsCsv(database.db, { from: "2026-08-01", to: "2026-08-01" }));
  expect(rows.map((r) => [r[3], r[PAGES_READ]])).toEqual([
    ['=HYPERLINK("x") Price list', 2],
    ['=HYPERLINK("x") Price list', 0],
    ["Clip", null],
    ["Rendering", null],
  ]);
  // The writer still neutralizes a title that a spreadsheet would run as a formula.
  expect(csvField(rows[0]?.[3] as string)).toMatch(/^"?'=/);
  expect(rows.every((r) => r.length === HITS_HEADER.length)).toBe(true);
});

test("a room visit's pages_read counts pages over the room's PDFs; empty for a room without one", async () => {
  const deck = await addReadyPdf(database.db, { title: "Deck", pages: 12 });
  const sheet = await addReadyPdf(database.db, { title: "Sheet", pages: 2 });
  const video = await addAsset(database.db, { title: "Room clip", type: "video", allBrands: true });
  const withPdfs = await insertRoomRow(database.db, {
    userId: world.me.id,
    brandId: world.brandA.id,
    assetIds: [deck, sheet, video],
  });
  const videoOnly = await insertRoomRow(database.db, {
    userId: world.me.id,
    brandId: world.brandA.id,
    assetIds: [video],
  });
  const visit = await insertRoomVisit(database.db, {
    roomId: withPdfs.id,
    at: "2026-08-02T09:00:00Z",
    viewed: { [deck]: 60, [sheet]: 5 },
  });
  await insertRoomVisit(database.db, { roomId: withPdfs.id, at: "2026-08-02T09:01:00Z", hitClass: "bot" });
  await insertRoomVisit(database.db, { roomId: videoOnly.id, at: "2026-08-02T09:02:00Z", viewed: { [video]: 9 } });
  await insertRoomPageViews(database.db, visit, deck, { 1: 10, 2: 20, 6: 30, 7: 0 });
  await insertRoomPageViews(database.db, visit, sheet, { 2: 5 });

  const rows = await collect(hitsCsv(database.db, { from: "2026-08-02", to: "2026-08-02" }));
  expect(rows.map((r) => [r[1], r[5], r[PAGES_READ]])).toEqual([
    ["room", "human", 4],
    ["room", "bot", 0],
    ["room", "human", null],
  ]);
});
