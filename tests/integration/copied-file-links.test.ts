/**
 * A rep's copied link to a file the portal stores counts as an open of their share of it
 * (docs/sharing.md#copied-file-links): classified like every open, the file served either way.
 */
import type { Activity } from "@/lib/contract/activity";
import { pollUntil } from "../helpers/poll";
import { BROWSER_NAVIGATION_HEADERS, call, login, PORTAL_URL } from "./portal";
import { makeUser, ownUser, usersOfThisFile } from "./file-users";

const { REP, ADMIN } = usersOfThisFile();
const PHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1";
const PDF = new Uint8Array(Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"));

let admin: string;
let rep: string;
let otherRep: string;
let otherRepId: string;
let fileUrl: string;
let assetId: string;
let brands: { id: string; code: string }[];

beforeAll(async () => {
  const signedIn = await login(ADMIN);
  admin = signedIn.session.access_token;
  const form = new FormData();
  form.append("file", new Blob([PDF]), "rates.pdf");
  const uploaded = await call("/api/admin/upload", {
    method: "POST",
    token: admin,
    body: form,
    headers: { "x-user-id": signedIn.user.id },
  });
  fileUrl = ((await uploaded.json()) as { url: string }).url;
  const made = await call("/api/admin/assets", {
    method: "POST",
    token: admin,
    json: { title: "Copied rates", type: "pdf", url: fileUrl, assignToAllBrands: true, userIds: [REP.id] },
  });
  assetId = ((await made.json()) as { id: string }).id;
  rep = (await login(REP)).session.access_token;
  const other = await makeUser(admin, ownUser("rep", "Orla"));
  const otherSignedIn = await login(other);
  otherRep = otherSignedIn.session.access_token;
  otherRepId = otherSignedIn.user.id;
  brands = (await (await call("/api/brands", { token: rep })).json()) as { id: string; code: string }[];
});

const copiedLink = (repId: string, brandCode: string) =>
  `${PORTAL_URL}${fileUrl}?utm_source=${repId}&utm_campaign=asset_${assetId}&utm_medium=${brandCode}`;

const open = (url: string, headers: Record<string, string> = {}, method = "GET") =>
  fetch(url, { method, headers: { ...BROWSER_NAVIGATION_HEADERS, "User-Agent": PHONE, ...headers } });

/** The share of the asset on the rep's Activity: the one with `slug`, or any. */
async function shareOf(token: string, slug?: string) {
  const activity = (await (await call("/api/activity", { token })).json()) as Activity;
  return activity.shares.find((share) => share.assetId === assetId && (slug === undefined || share.shareSlug === slug));
}

const shareSlugIn = async (brandId: string) =>
  (
    (await (await call("/api/assets/share", { method: "POST", token: rep, json: { assetId, brandId } })).json()) as {
      shareSlug: string;
    }
  ).shareSlug;

test("a person's open counts once for the rep's share in the link's brand; bots and HEAD are kept apart", async () => {
  const brand = brands[1]!;
  const person = await open(copiedLink(REP.id, brand.code), { "X-Forwarded-For": "10.61.0.1" });
  expect(person.status).toBe(200);
  expect(person.headers.get("content-type")).toBe("application/pdf");
  expect(new Uint8Array(await person.arrayBuffer())).toEqual(PDF);
  const bot = await fetch(copiedLink(REP.id, brand.code), { headers: { "User-Agent": "curl/8.5.0" } });
  expect(bot.status).toBe(200);
  const head = await open(copiedLink(REP.id, brand.code), { "X-Forwarded-For": "10.61.0.2" }, "HEAD");
  expect(head.status).toBe(200);
  const slug = await shareSlugIn(brand.id);
  const counted = await pollUntil(
    () => shareOf(rep, slug),
    (share) => (share?.excluded.bot ?? 0) + (share?.excluded.head ?? 0) === 2 && (share?.allTime ?? 0) === 1,
    { timeoutMs: 15_000, intervalMs: 100 },
  );
  expect({ human: counted?.allTime, bot: counted?.excluded.bot, head: counted?.excluded.head }).toEqual({
    human: 1,
    bot: 1,
    head: 1,
  });
});

test("the e-mail builder's links (brand in utm_campaign) count too; a page's own requests do not", async () => {
  const brand = brands[0]!;
  const slug = await shareSlugIn(brand.id);
  const before = (await shareOf(rep, slug))?.allTime ?? 0;
  const builderLink = `${PORTAL_URL}${fileUrl}?utm_source=${REP.id}&utm_campaign=${brand.code}`;
  // A video's next range or an embed: the browser says it is not a document.
  const embedded = await open(builderLink, { "Sec-Fetch-Dest": "embed", "X-Forwarded-For": "10.61.0.3" });
  expect(embedded.status).toBe(200);
  expect((await open(builderLink, { "X-Forwarded-For": "10.61.0.4" })).status).toBe(200);
  await pollUntil(
    () => shareOf(rep, slug),
    (share) => (share?.allTime ?? 0) > before,
    { timeoutMs: 15_000, intervalMs: 100 },
  );
  await new Promise((resolve) => setTimeout(resolve, 400)); // room for a wrong second count to land
  expect((await shareOf(rep, slug))?.allTime).toBe(before + 1);
});

test("forged or foreign parameters count nothing and still serve the file", async () => {
  const before = (await (await call("/api/activity", { token: rep })).json()) as Activity;
  for (const url of [
    copiedLink(otherRepId, brands[0]!.code), // a rep who cannot see the asset
    copiedLink("00000000-0000-4000-8000-000000000000", brands[0]!.code), // nobody
    copiedLink("' or 1=1 --", brands[0]!.code),
  ]) {
    const response = await open(url, { "X-Forwarded-For": "10.61.0.9" });
    expect(response.status).toBe(200);
  }
  await new Promise((resolve) => setTimeout(resolve, 600)); // the hit writer's flush interval and more
  expect(await shareOf(otherRep)).toBeUndefined();
  expect((await (await call("/api/activity", { token: rep })).json()) as Activity).toEqual(before);
});

test("an unknown brand code in the link counts in the asset's first brand", async () => {
  const slug = await shareSlugIn(brands[0]!.id);
  const before = (await shareOf(rep, slug))?.allTime ?? 0;
  const odd = `${PORTAL_URL}${fileUrl}?utm_source=${REP.id}&utm_medium=no-such-brand`;
  expect((await open(odd, { "X-Forwarded-For": "10.61.0.10" })).status).toBe(200);
  const after = await pollUntil(
    () => shareOf(rep, slug),
    (share) => (share?.allTime ?? 0) > before,
    { timeoutMs: 15_000, intervalMs: 100 },
  );
  expect(after?.allTime).toBe(before + 1);
});

test("a file no asset uses, or an unknown name, is served or 404 as before, counting nothing", async () => {
  expect((await open(`${PORTAL_URL}/uploads/not-a-file.pdf?utm_source=${REP.id}`)).status).toBe(404);
});
