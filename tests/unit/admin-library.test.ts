import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Database } from "@/lib/server/platform/db/client";
import { eq } from "drizzle-orm";
import { assets, profiles, resources } from "@/lib/server/platform/db/schema";
import { createAssetBodySchema, createResourceBodySchema } from "@/lib/contract/admin-library";
import {
  ASSET_KIND,
  createLibraryItem,
  deleteLibraryItem,
  listLibraryItems,
  RESOURCE_KIND,
} from "@/lib/server/library/library-changes";
import { listAssets } from "@/lib/server/library/asset-list";
import { createTestDatabase } from "../helpers/test-database";
import { libraryWorld } from "../helpers/library-fixtures";
import { parseServerEnv } from "@/lib/server/platform/env";

let database: Database;
let world: Awaited<ReturnType<typeof libraryWorld>>;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "admin-library-"));
const env = parseServerEnv({ DATA_DIR: dataDir });
const UNKNOWN = "00000000-0000-4000-8000-000000000000";

beforeAll(async () => {
  database = await createTestDatabase();
  world = await libraryWorld(database.db);
});
afterAll(async () => {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const asset = (input: Record<string, unknown>) =>
  createAssetBodySchema.parse({
    title: "Flyer",
    type: "pdf",
    url: "https://example.com/flyer.pdf",
    brandIds: [world.brandA.id],
    ...input,
  });
const countRows = async () => (await database.db.select().from(assets)).length;

test("the create payload: trimmed title, the defaults, and a brand or all brands required", () => {
  expect(asset({ title: "  Flyer  " })).toMatchObject({
    title: "Flyer",
    description: "",
    userIds: [],
    assignToAllBrands: false,
    isActive: true,
  });
  const noBrand = createAssetBodySchema.safeParse({ title: "x", type: "pdf", url: "https://e.com/x.pdf" });
  expect(noBrand.error?.issues[0]?.message).toBe("Please select at least one brand.");
  expect(
    createAssetBodySchema.safeParse({ title: "x", type: "pdf", url: "/uploads/a.pdf", assignToAllBrands: true })
      .success,
  ).toBe(true);
  expect(
    createResourceBodySchema.safeParse({ title: "x", type: "pdf", url: "/samples/a.pdf", assignToAllBrands: true })
      .success,
  ).toBe(false);
});

test.each([
  ["image", "/uploads/a.pdf", "A .pdf file must have the type PDF or Document."],
  ["pdf", "https://example.com/flyer.PNG?v=2", "A .png file must have the type Image."],
  ["document", "/uploads/deck.pptx", "A .pptx file must have the type Presentation."],
])("an asset of type %p at %p is refused: %s", (type, url, message) => {
  const result = createAssetBodySchema.safeParse({ title: "x", type, url, assignToAllBrands: true });
  expect(result.error?.issues).toEqual([expect.objectContaining({ path: ["type"], message })]);
});

test.each([
  ["pdf", "/uploads/a.pdf"],
  ["document", "/samples/a.pdf"],
  ["video", "https://example.com/watch?v=abc"],
  ["image", "https://example.com/gallery/"],
])("an asset of type %p at %p fits its file (or the URL names no file type)", (type, url) => {
  expect(createAssetBodySchema.safeParse({ title: "x", type, url, assignToAllBrands: true }).success).toBe(true);
});

test.each([
  "javascript:alert(1)",
  "ftp://example.com/a.pdf",
  "example.com/a.pdf",
  "/uploads/../.env",
  "//evil.example/x",
  "/etc/passwd",
  "",
])("the url %p is refused with the form's message", (url) => {
  const result = createAssetBodySchema.safeParse({ title: "x", type: "pdf", url, assignToAllBrands: true });
  expect(result.error?.issues[0]?.message).toBe("Please enter a valid URL.");
});

test("creating an asset stores it with its brands and users and lists it first, brand name included", async () => {
  const created = await createLibraryItem(
    env,
    database.db,
    world.admin,
    ASSET_KIND,
    asset({ brandIds: [world.brandB.id, world.brandA.id], userIds: [world.me.id], duration: "1:05" }),
  );
  expect(created).toMatchObject({
    title: "Flyer",
    type: "pdf",
    brandIds: expect.arrayContaining([world.brandA.id, world.brandB.id]),
    userIds: [world.me.id],
    duration: "1:05",
    fileSizeKb: null,
  });
  expect(created.brandId).toBe(created.brandIds[0]);
  expect(["Brand A", "Brand B"]).toContain(created.brandName);
  // Every brand it is assigned to, in brand order, not only the first.
  expect([...created.brandNames].sort()).toEqual(["Brand A", "Brand B"]);
  expect(created.brandName).toBe(created.brandNames[0]);
  expect((await listLibraryItems(database.db, ASSET_KIND))[0]).toEqual(created);
  const seen = await listAssets(database.db, world.me, { brandId: world.brandA.id });
  expect(seen.assets.map((a) => a.id)).toContain(created.id);
  expect(
    (await listAssets(database.db, world.other, { brandId: world.brandA.id })).assets.map((a) => a.id),
  ).not.toContain(created.id);
});

test("all brands: no brand links, brandName null", async () => {
  const created = await createLibraryItem(
    env,
    database.db,
    world.admin,
    ASSET_KIND,
    asset({ assignToAllBrands: true, brandIds: [world.brandA.id] }),
  );
  expect(created).toMatchObject({ assignToAllBrands: true, brandIds: [], brandId: null, brandName: null });
  expect(created.brandNames).toEqual([]);
});

test.each([
  ["an unknown brand", { brandIds: [UNKNOWN] }, `Unknown brand: ${UNKNOWN}.`],
  ["an unknown user", { userIds: [UNKNOWN] }, `Unknown user: ${UNKNOWN}.`],
  [
    "an upload that does not exist",
    { url: "/uploads/11111111-1111-4111-8111-111111111111.pdf" },
    "The uploaded file was not found. Please upload it again.",
  ],
])("%s is a 400 and creates nothing", async (_name, input, message) => {
  const before = await countRows();
  await expect(createLibraryItem(env, database.db, world.admin, ASSET_KIND, asset(input))).rejects.toMatchObject({
    status: 400,
    message,
  });
  expect(await countRows()).toBe(before);
});

test("a deleted user cannot be assigned", async () => {
  const gone = (await libraryWorld(database.db)).other;
  await database.db.update(profiles).set({ deletedAt: new Date() }).where(eq(profiles.id, gone.id));
  await expect(
    createLibraryItem(env, database.db, world.admin, ASSET_KIND, asset({ userIds: [gone.id] })),
  ).rejects.toMatchObject({ status: 400 });
});

test("an upload of ours gets its file size from the stored file, not from the form", async () => {
  const name = "22222222-2222-4222-8222-222222222222.pdf";
  fs.mkdirSync(path.join(dataDir, "uploads"), { recursive: true });
  fs.writeFileSync(path.join(dataDir, "uploads", name), Buffer.alloc(300 * 1024, 1));
  const created = await createLibraryItem(
    env,
    database.db,
    world.admin,
    ASSET_KIND,
    asset({ url: `/uploads/${name}` }),
  );
  expect(created.fileSizeKb).toBe(300);
  const claimed = await createLibraryItem(
    env,
    database.db,
    world.admin,
    ASSET_KIND,
    asset({ url: `/uploads/${name}`, fileSizeKb: 12 }),
  );
  expect(claimed.fileSizeKb).toBe(300);
  const external = await createLibraryItem(
    env,
    database.db,
    world.admin,
    ASSET_KIND,
    asset({ url: "https://cdn.example.com/a.pdf", fileSizeKb: 12 }),
  );
  expect(external.fileSizeKb).toBe(12);
});

test("resources use their own tables and types", async () => {
  const created = await createLibraryItem(
    env,
    database.db,
    world.admin,
    RESOURCE_KIND,
    createResourceBodySchema.parse({ title: "FAQ", type: "faq", url: "/samples/faq.pdf", brandIds: [world.brandA.id] }),
  );
  expect(created).toMatchObject({ title: "FAQ", type: "faq", brandName: "Brand A" });
  expect((await database.db.select().from(resources)).map((r) => r.id)).toContain(created.id);
  expect((await listLibraryItems(database.db, ASSET_KIND)).map((a) => a.id)).not.toContain(created.id);
});

test("deleting is a soft delete: gone from lists, row kept; twice, unknown or malformed is 404", async () => {
  const created = await createLibraryItem(env, database.db, world.admin, ASSET_KIND, asset({}));
  await deleteLibraryItem(database.db, ASSET_KIND, created.id);
  expect((await listLibraryItems(database.db, ASSET_KIND)).map((a) => a.id)).not.toContain(created.id);
  expect((await database.db.select().from(assets)).find((a) => a.id === created.id)?.deletedAt).toBeInstanceOf(Date);
  await expect(deleteLibraryItem(database.db, ASSET_KIND, created.id)).rejects.toMatchObject({
    status: 404,
    message: "Asset not found.",
  });
  await expect(deleteLibraryItem(database.db, RESOURCE_KIND, UNKNOWN)).rejects.toMatchObject({
    status: 404,
    message: "Resource not found.",
  });
  await expect(deleteLibraryItem(database.db, ASSET_KIND, "1 or 1=1")).rejects.toMatchObject({ status: 404 });
});
