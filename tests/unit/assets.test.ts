import type { Database } from "@/lib/server/platform/db/client";
import { listAssets, portalAssetType } from "@/lib/server/library/asset-list";
import { createTestDatabase } from "../helpers/test-database";
import { addAsset, libraryWorld } from "../helpers/library-fixtures";
import { assetCoverUrl } from "@/lib/server/library/asset-cover";

let database: Database;
let world: Awaited<ReturnType<typeof libraryWorld>>;
const titles = (page: { assets: { title: string }[] }) => page.assets.map((i) => i.title);

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  world = await libraryWorld(db);
  const { brandA, brandB, me, other } = world;
  const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 0, minutes));
  await addAsset(db, { title: "Brand A only", brandIds: [brandA.id], createdAt: at(1) });
  await addAsset(db, { title: "Brand B only", brandIds: [brandB.id], createdAt: at(2) });
  await addAsset(db, { title: "Every brand", allBrands: true, createdAt: at(3) });
  await addAsset(db, { title: "Mine", brandIds: [brandA.id], userIds: [me.id], createdAt: at(4) });
  await addAsset(db, { title: "Other rep's", brandIds: [brandA.id], userIds: [other.id], createdAt: at(5) });
  await addAsset(db, { title: "Shared by both", allBrands: true, userIds: [me.id, other.id], createdAt: at(6) });
  await addAsset(db, { title: "Inactive", allBrands: true, isActive: false, createdAt: at(7) });
  await addAsset(db, { title: "Deleted", brandIds: [brandA.id], deleted: true, createdAt: at(8) });
  await addAsset(db, { title: "100% Rental_Plan", description: "Café flyer", allBrands: true, createdAt: at(9) });
  await addAsset(db, { title: "100 x Rental Plan", description: "plain", allBrands: true, createdAt: at(10) });
});
afterAll(() => database.close());

describe("visibility", () => {
  test("a rep sees live assets of the brand or all brands, unassigned or assigned to them, newest first", async () => {
    const list = await listAssets(database.db, world.me, { brandId: world.brandA.id });
    expect(titles(list)).toEqual([
      "100 x Rental Plan",
      "100% Rental_Plan",
      "Shared by both",
      "Mine",
      "Every brand",
      "Brand A only",
    ]);
  });

  test("another brand shows its own assets and the all-brand ones, not brand A's", async () => {
    const list = await listAssets(database.db, world.me, { brandId: world.brandB.id });
    expect(titles(list)).toEqual([
      "100 x Rental Plan",
      "100% Rental_Plan",
      "Shared by both",
      "Every brand",
      "Brand B only",
    ]);
  });

  test("the other rep sees their assignment and not mine", async () => {
    const list = titles(await listAssets(database.db, world.other, { brandId: world.brandA.id }));
    expect(list).toContain("Other rep's");
    expect(list).not.toContain("Mine");
  });

  test("an admin sees every live asset of the brand, but not inactive or deleted ones", async () => {
    const list = titles(await listAssets(database.db, world.admin, { brandId: world.brandA.id }));
    expect(list).toEqual(expect.arrayContaining(["Mine", "Other rep's", "Brand A only", "Every brand"]));
    expect(list).not.toContain("Inactive");
    expect(list).not.toContain("Deleted");
    expect(list).not.toContain("Brand B only");
  });

  test("an unknown brand is a 400, not an empty list", async () => {
    await expect(
      listAssets(database.db, world.me, { brandId: "00000000-0000-4000-8000-000000000000" }),
    ).rejects.toMatchObject({
      status: 400,
      message: "Unknown brand: choose one of the portal's brands.",
    });
  });
});

describe("search", () => {
  const search = async (text: string) =>
    titles(await listAssets(database.db, world.me, { brandId: world.brandA.id, search: text }));

  test("matches title or description, ignoring case", async () => {
    expect(await search("rental plan")).toEqual(["100 x Rental Plan"]);
    expect(await search("CAFÉ")).toEqual(["100% Rental_Plan"]);
    expect(await search("brand a")).toEqual(["Brand A only"]);
  });

  test("% and _ are matched literally, not as wildcards", async () => {
    expect(await search("100%")).toEqual(["100% Rental_Plan"]);
    expect(await search("l_p")).toEqual(["100% Rental_Plan"]);
    expect(await search("%")).toEqual(["100% Rental_Plan"]);
    expect(await search("\\")).toEqual([]);
  });

  test("search never reveals assets the rep cannot see", async () => {
    expect(await search("other rep")).toEqual([]);
    expect(await search("inactive")).toEqual([]);
  });
});

test("the portal shape: mapped type, size, duration and ISO date", async () => {
  const {
    assets: [asset],
  } = await listAssets(database.db, world.me, { brandId: world.brandA.id, search: "Every brand" });
  expect(asset).toEqual({
    id: expect.any(String),
    title: "Every brand",
    description: "",
    type: "PDF",
    fileSize: null,
    duration: null,
    createdAt: "2026-01-01T00:03:00.000Z",
    url: "/samples/x.pdf",
    // A PDF the portal did not store (a sample, an outside URL) has no page images and no cover.
    pages: null,
    coverUrl: null,
    readByCustomers: 0,
  });
});

test.each([
  ["pdf", "PDF"],
  ["video", "Video"],
  ["audio", "Audio"],
  ["image", "Image"],
  ["document", "Document"],
  ["presentation", "Presentation"],
])("stored type %s shows as %s", (stored, shown) => {
  expect(portalAssetType(stored)).toBe(shown);
});

describe("an asset's cover", () => {
  const id = "0b7c2a8e-57a5-4bd6-9a86-2f1c7f7e9d10";
  const pdf = "/uploads/6bef2706-1b0c-4a39-9f3e-5d2a0c1e7f44.pdf";
  const ready = { status: "ready", count: 3, reason: null } as const;

  test("a stored PDF's first page once its pages are ready, named by the file", () => {
    expect(assetCoverUrl(id, pdf, ready)).toBe(`/api/assets/${id}/cover?v=6bef2706`);
    expect(assetCoverUrl(id, pdf, { status: "pending", count: null, reason: null })).toBeNull();
    expect(assetCoverUrl(id, pdf, { status: "failed", count: null, reason: "damaged" })).toBeNull();
  });

  test.each([
    ["/uploads/6bef2706-1b0c-4a39-9f3e-5d2a0c1e7f44.png", true],
    ["/samples/band-program-flyer.svg", true],
    ["/uploads/poster.JPEG", true],
    ["https://cdn.example.com/poster.png", false],
    ["//cdn.example.com/poster.png", false],
    ["/uploads/poster.png?x=1", false],
    ["/uploads/brochure.pdf", false],
    ["/samples/welcome-chime.wav", false],
  ])("an image at %s is its own cover: %s", (url, own) => {
    expect(assetCoverUrl(id, url, null)).toBe(own ? url : null);
  });
});
