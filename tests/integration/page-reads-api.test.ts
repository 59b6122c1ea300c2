/**
 * The pages read over HTTP (docs/engagement.md#pages-read): GET /api/rooms/{id} and GET /api/activity
 * carry `pages` in the contract's shape, null for a PDF not yet rendered and for other files, and
 * only to the room's or share's rep. The figures of a rendered PDF (every page, human visits only)
 * are proved on both databases by tests/unit/page-reads.test.ts: this run has no render job yet.
 */
import { activitySchema } from "@/lib/contract/activity";
import { roomDetailSchema } from "@/lib/contract/rooms";
import { pollUntil } from "../helpers/poll";
import { BROWSER_NAVIGATION_HEADERS, call, expectError, login, PORTAL_URL } from "./portal";
import { makeUser, ownUser, usersOfThisFile } from "./file-users";

/** This file's own users (file-users.ts). */
const { REP, ADMIN } = usersOfThisFile();

let admin: string;
let rep: string;
let otherRep: string;
let pdfId: string;
let videoId: string;
let brandId: string;

const PDF = new Uint8Array(Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"));

async function newAsset(json: Record<string, unknown>): Promise<string> {
  const response = await call("/api/admin/assets", { method: "POST", token: admin, json });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

beforeAll(async () => {
  const signedIn = await login(ADMIN);
  admin = signedIn.session.access_token;
  const form = new FormData();
  form.append("file", new Blob([PDF]), "catalogue.pdf");
  const uploaded = await call("/api/admin/upload", {
    method: "POST",
    token: admin,
    body: form,
    headers: { "x-user-id": signedIn.user.id },
  });
  expect(uploaded.status).toBe(201);
  const { url } = (await uploaded.json()) as { url: string };
  // Assigned to the file's rep: other files' reps do not see them.
  const own = { assignToAllBrands: true, userIds: [REP.id] };
  pdfId = await newAsset({ title: "Pages catalogue", type: "pdf", url, ...own });
  videoId = await newAsset({ title: "Pages clip", type: "video", url: "https://cdn.example.com/clip.mp4", ...own });
  rep = (await login(REP)).session.access_token;
  otherRep = (await login(await makeUser(admin, ownUser("rep", "Otto")))).session.access_token;
  const brands = (await (await call("/api/brands", { token: rep })).json()) as { id: string }[];
  brandId = brands[0]!.id;
});

test("a room's engagement and timeline carry pages: null for a PDF without page images and for a video", async () => {
  const created = await call("/api/rooms", {
    method: "POST",
    token: rep,
    json: { recipientName: "Pat Pages", brandId, assetIds: [pdfId, videoId] },
  });
  expect(created.status).toBe(201);
  const room = (await created.json()) as { id: string; slug: string };

  const page = await fetch(`${PORTAL_URL}/r/${room.slug}`, {
    headers: { ...BROWSER_NAVIGATION_HEADERS, "X-Forwarded-For": "10.77.1.2" },
  });
  expect(page.status).toBe(200);
  const visitId = /<script data-visit="([0-9a-f-]{36})"/.exec(await page.text())?.[1];
  await pollUntil(
    () =>
      fetch(`${PORTAL_URL}/r/${room.slug}/engagement`, {
        method: "POST",
        body: JSON.stringify({
          visitId,
          assets: [
            { n: 0, seconds: 3 },
            { n: 1, seconds: 2 },
          ],
        }),
        headers: { "Content-Type": "text/plain;charset=UTF-8", "X-Forwarded-For": "10.77.1.2" },
      }),
    (response) => response.status === 204,
    { timeoutMs: 15_000, intervalMs: 100 },
  );

  const response = await call(`/api/rooms/${room.id}`, { token: rep });
  expect(response.status).toBe(200);
  const detail = roomDetailSchema.parse(await response.json());
  expect(detail.engagement.map((asset) => [asset.title, asset.pages])).toEqual([
    ["Pages catalogue", null],
    ["Pages clip", null],
  ]);
  const [visit] = detail.timeline;
  expect(visit?.hitClass).toBe("human");
  expect(visit?.assets.map((asset) => [asset.title, asset.seconds, asset.pages])).toEqual([
    ["Pages catalogue", 3, null],
    ["Pages clip", 2, null],
  ]);

  // Another rep, and an admin, get the 404 of an unknown room: no figures.
  await expectError(await call(`/api/rooms/${room.id}`, { token: otherRep }), 404);
  await expectError(await call(`/api/rooms/${room.id}`, { token: admin }), 404);
});

test("Activity gives each share its pages (null without page images), and only to its rep", async () => {
  for (const assetId of [pdfId, videoId])
    expect((await call("/api/assets/share", { method: "POST", token: rep, json: { assetId, brandId } })).ok).toBe(true);
  const activity = activitySchema.parse(await (await call("/api/activity", { token: rep })).json());
  expect(activity.shares.map((share) => [share.title, share.pages]).sort()).toEqual([
    ["Pages catalogue", null],
    ["Pages clip", null],
  ]);
  const theirs = activitySchema.parse(await (await call("/api/activity", { token: otherRep })).json());
  expect(theirs.shares).toEqual([]);
});
