/**
 * An admin edits an asset and replaces its file behind the same shares and rooms
 * (docs/admin.md#editing-an-asset): PUT /api/admin/assets/{id}, its versions and what a delete closes.
 */
import type { AdminLibraryItem, AssetReach, AssetVersion } from "@/lib/contract/admin-library";
import { pollUntil } from "../helpers/poll";
import { BROWSER_NAVIGATION_HEADERS, call, expectError, login, PORTAL_URL } from "./portal";
import { usersOfThisFile } from "./file-users";

const { REP, ADMIN } = usersOfThisFile();
const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

let admin: string;
let adminId: string;
let rep: string;
let brands: { id: string; code: string }[];

beforeAll(async () => {
  const signedIn = await login(ADMIN);
  admin = signedIn.session.access_token;
  adminId = signedIn.user.id;
  rep = (await login(REP)).session.access_token;
  brands = (await (await call("/api/brands", { token: admin })).json()) as { id: string; code: string }[];
});

async function upload(name: string, text: string): Promise<string> {
  const form = new FormData();
  form.append("file", new Blob([`%PDF-1.4\n% ${text}\n%%EOF\n`]), name);
  const response = await call("/api/admin/upload", {
    method: "POST",
    token: admin,
    body: form,
    headers: { "x-user-id": adminId },
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { url: string }).url;
}

const fields = (url: string, extra: Record<string, unknown> = {}) => ({
  title: "Rate card",
  description: "First edition",
  type: "pdf",
  url,
  brandIds: [brands[0]!.id],
  userIds: [REP.id],
  assignToAllBrands: false,
  isActive: true,
  ...extra,
});

async function newAsset(url: string): Promise<AdminLibraryItem> {
  const made = await call("/api/admin/assets", { method: "POST", token: admin, json: fields(url) });
  expect(made.status).toBe(201);
  return (await made.json()) as AdminLibraryItem;
}

const put = (id: string, json: unknown, token = admin) =>
  call(`/api/admin/assets/${id}`, { method: "PUT", token, json });

const versionsOf = async (id: string) =>
  (await (await call(`/api/admin/assets/${id}/versions`, { token: admin })).json()) as AssetVersion[];

/** A person opening the share page from their own address; the page's text. */
const openSharePage = async (slug: string, address: string) =>
  (
    await fetch(`${PORTAL_URL}/asset/${slug}`, {
      headers: { ...BROWSER_NAVIGATION_HEADERS, "X-Forwarded-For": address },
    })
  ).text();

/** Each version's opens by people, once the hit writer has stored `expected`. */
const opensPerVersion = async (id: string, expected: number[]) =>
  (
    await pollUntil(
      () => versionsOf(id),
      (versions) => versions.map((version) => version.humanOpens).join() === expected.join(),
      { timeoutMs: 10_000, intervalMs: 100 },
    )
  ).map((version) => version.humanOpens);

const libraryIds = async (brandId: string) =>
  ((await (await call(`/api/assets?brandId=${brandId}`, { token: rep })).json()) as { id: string }[]).map(
    (item) => item.id,
  );

test("edits title, description, brands and users; the rep's library follows", async () => {
  const asset = await newAsset(await upload("card.pdf", "one"));
  expect(await libraryIds(brands[0]!.id)).toContain(asset.id);
  const response = await put(
    asset.id,
    fields(asset.url, { title: "Rate card 2027", description: "Second edition", brandIds: [brands[1]!.id] }),
  );
  expect(response.status).toBe(200);
  const edited = (await response.json()) as AdminLibraryItem;
  expect({ ...edited, brandName: undefined, brandNames: undefined }).toEqual({
    ...asset,
    brandName: undefined,
    brandNames: undefined,
    title: "Rate card 2027",
    description: "Second edition",
    brandId: brands[1]!.id,
    brandIds: [brands[1]!.id],
  });
  expect(await libraryIds(brands[0]!.id)).not.toContain(asset.id);
  expect(await libraryIds(brands[1]!.id)).toContain(asset.id);
  // Assigned to another user only: out of the rep's library.
  expect((await put(asset.id, fields(asset.url, { brandIds: [brands[1]!.id], userIds: [adminId] }))).status).toBe(200);
  expect(await libraryIds(brands[1]!.id)).not.toContain(asset.id);
  expect(
    (await versionsOf(asset.id)).map(({ version, url, current, humanOpens }) => ({
      version,
      url,
      current,
      humanOpens,
    })),
  ).toEqual([{ version: 1, url: asset.url, current: true, humanOpens: 0 }]);
});

test("a new file is a new version behind the same share page and room; the old one stays listed", async () => {
  const first = await upload("deck.pdf", "first");
  const asset = await newAsset(first);
  const shareSlug = (
    (await (
      await call("/api/assets/share", {
        method: "POST",
        token: rep,
        json: { assetId: asset.id, brandId: brands[0]!.id },
      })
    ).json()) as { shareSlug: string }
  ).shareSlug;
  const room = (await (
    await call("/api/rooms", {
      method: "POST",
      token: rep,
      json: { recipientName: "Vera Version", brandId: brands[0]!.id, assetIds: [asset.id] },
    })
  ).json()) as { id: string; slug: string };
  expect((await (await call(`/api/admin/assets/${asset.id}/reach`, { token: admin })).json()) as AssetReach).toEqual({
    shares: 1,
    rooms: 1,
  });

  expect(await openSharePage(shareSlug, "10.62.0.1")).toContain(first);
  expect(await opensPerVersion(asset.id, [1])).toEqual([1]);

  const second = await upload("deck-v2.pdf", "second");
  const response = await put(asset.id, fields(second));
  expect(response.status).toBe(200);
  expect(((await response.json()) as AdminLibraryItem).url).toBe(second);
  const versions = await versionsOf(asset.id);
  expect(versions.map(({ version, url, current }) => ({ version, url, current }))).toEqual([
    { version: 1, url: first, current: false },
    { version: 2, url: second, current: true },
  ]);
  expect(Date.parse(versions[1]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(versions[0]!.createdAt));

  const sharePage = await openSharePage(shareSlug, "10.62.0.2");
  expect(sharePage).toContain(second);
  expect(sharePage).not.toContain(first);
  // Each version keeps the opens of its own time: the first stays 1, the second gets the new one.
  expect(await opensPerVersion(asset.id, [1, 1])).toEqual([1, 1]);
  const roomFile = await fetch(`${PORTAL_URL}/r/${room.slug}/files/0`, { headers: BROWSER_NAVIGATION_HEADERS });
  expect(roomFile.status).toBe(200);
  expect(await roomFile.text()).toContain("% second");

  // Revoking the room leaves one share page for a delete to close.
  expect((await call(`/api/rooms/${room.id}`, { method: "DELETE", token: rep })).status).toBeLessThan(300);
  expect((await (await call(`/api/admin/assets/${asset.id}/reach`, { token: admin })).json()) as AssetReach).toEqual({
    shares: 1,
    rooms: 0,
  });
});

test("bad input is refused with the create form's words and changes nothing", async () => {
  const asset = await newAsset(await upload("keep.pdf", "keep"));
  await expectError(await put(asset.id, fields(asset.url, { title: "  " })), 400, "Please enter a title.");
  await expectError(await put(asset.id, fields("javascript:alert(1)")), 400, "Please enter a valid URL.");
  await expectError(await put(asset.id, fields("/uploads/00000000-0000-4000-8000-000000000000.pdf")), 400, "upload");
  await expectError(await put(asset.id, fields(asset.url, { brandIds: [UNKNOWN_ID] })), 400, "Unknown brand");
  await expectError(await put(asset.id, fields(asset.url, { type: "video" })), 400);
  const [listed] = ((await (await call("/api/admin/assets", { token: admin })).json()) as AdminLibraryItem[]).filter(
    (item) => item.id === asset.id,
  );
  expect(listed).toEqual(asset);
});

test("unknown, malformed and deleted ids are 404; a rep is 403 even for a real asset", async () => {
  const asset = await newAsset(await upload("gone.pdf", "gone"));
  await expectError(await put(asset.id, fields(asset.url), rep), 403, "Administrator privileges are required.");
  for (const id of [UNKNOWN_ID, "' or 1=1 --", "x".repeat(500)]) {
    await expectError(await put(encodeURIComponent(id), fields(asset.url)), 404, "Asset not found.");
  }
  expect((await call(`/api/admin/assets/${asset.id}`, { method: "DELETE", token: admin })).status).toBeLessThan(300);
  await expectError(await put(asset.id, fields(asset.url)), 404, "Asset not found.");
  await expectError(await call(`/api/admin/assets/${asset.id}/versions`, { token: admin }), 404, "Asset not found.");
  await expectError(await call(`/api/admin/assets/${asset.id}/reach`, { token: admin }), 404, "Asset not found.");
});
