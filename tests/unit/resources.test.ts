import type { Database } from "@/lib/server/platform/db/client";
import { listResources, portalResourceType } from "@/lib/server/library/resource-list";
import { createTestDatabase } from "../helpers/test-database";
import { addResource, libraryWorld } from "../helpers/library-fixtures";

let database: Database;
let world: Awaited<ReturnType<typeof libraryWorld>>;

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  world = await libraryWorld(db);
  const { brandA, brandB, me, other } = world;
  const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 0, minutes));
  await addResource(db, {
    title: "Guide",
    type: "training",
    url: "/samples/guide.pdf",
    allBrands: true,
    createdAt: at(1),
  });
  await addResource(db, { title: "Prices", type: "price_list", brandIds: [brandA.id], createdAt: at(2) });
  await addResource(db, { title: "B FAQ", type: "faq", brandIds: [brandB.id], createdAt: at(3) });
  await addResource(db, { title: "Mine", type: "document", brandIds: [brandA.id], userIds: [me.id], createdAt: at(4) });
  await addResource(db, {
    title: "Theirs",
    type: "document",
    brandIds: [brandA.id],
    userIds: [other.id],
    createdAt: at(5),
  });
  await addResource(db, { title: "Inactive", type: "faq", allBrands: true, isActive: false, createdAt: at(6) });
  await addResource(db, { title: "Deleted", type: "faq", allBrands: true, deleted: true, createdAt: at(7) });
});
afterAll(() => database.close());

test("a rep sees the brand's and all-brand resources meant for everyone or for them, newest first", async () => {
  const list = await listResources(database.db, world.me, { brandId: world.brandA.id });
  expect(list.map((r) => [r.title, r.type])).toEqual([
    ["Mine", "PDF"],
    ["Prices", "PriceList"],
    ["Guide", "PDF"],
  ]);
  expect(list[2]).toEqual({
    id: expect.any(String),
    title: "Guide",
    description: "",
    type: "PDF",
    url: "/samples/guide.pdf",
    createdAt: "2026-01-01T00:01:00.000Z",
  });
});

test("the other rep sees their own assignment; an admin sees all live ones of the brand", async () => {
  const theirs = await listResources(database.db, world.other, { brandId: world.brandA.id });
  expect(theirs.map((r) => r.title)).toEqual(["Theirs", "Prices", "Guide"]);
  const admin = await listResources(database.db, world.admin, { brandId: world.brandA.id });
  expect(admin.map((r) => r.title)).toEqual(["Theirs", "Mine", "Prices", "Guide"]);
});

test("an unknown brand is a 400", async () => {
  await expect(
    listResources(database.db, world.me, { brandId: "00000000-0000-4000-8000-000000000000" }),
  ).rejects.toMatchObject({ status: 400 });
});

test.each([
  ["document", "/a.docx", "PDF"],
  ["pdf", "/a.pdf", "PDF"],
  ["price_list", "/a.xlsx", "PriceList"],
  ["faq", "/a.pdf", "FAQ"],
  ["video", "/a.bin", "Video"],
  ["training", "/a.mp4", "Video"],
  ["training", "https://cdn.example.com/Intro.MOV?v=2", "Video"],
  ["training", "/a.webm#t=3", "Video"],
  ["training", "/guide.PDF", "PDF"],
  ["training", "/guide.txt", "other"],
  ["training", "/mp4", "other"],
  ["spreadsheet", "/a.pdf", "other"],
])("stored type %s with url %s shows as %s", (stored, url, shown) => {
  expect(portalResourceType(stored, url)).toBe(shown);
});
