/**
 * The rep's rooms API over HTTP (docs/rooms.md): who may call what, the list's pages, the 400
 * table, revocation and the room e-mail. Reps made by this file own the rooms.
 */
import { randomUUID } from "node:crypto";
import { pollUntil } from "../helpers/poll";
import {
  BROWSER_NAVIGATION_HEADERS,
  cookieOf,
  call,
  expectError,
  login,
  outboxMailsTo,
  PORTAL_URL,
  type LoginResult,
} from "./portal";
import { demoAssetTitles } from "./demo-library";
import { fullName, makeUser, ownUser, usersOfThisFile } from "./file-users";

/** This file's own users (file-users.ts). */
const { ADMIN } = usersOfThisFile();

interface Room {
  id: string;
  slug: string;
  url: string;
  status: string;
  note: string;
  assets: { id: string; title: string }[];
}

let rep: LoginResult;
let otherRep: LoginResult;
let admin: string;
let repId: string;
let otherRepId: string;
let bac: string;
/** Visible to a rep in brand bac, and one (the band flyer) that is not in that brand. */
let inBac: string[];
let notInBac: string;

/** Every rep of this file is called so. */
const REP_NAME = "Robin RoomsApi";

async function newRep(): Promise<{ id: string; session: LoginResult }> {
  const person = await makeUser(admin, ownUser("rep", "Robin"));
  expect(fullName(person)).toBe(REP_NAME);
  return { id: person.id, session: await login(person) };
}

beforeAll(async () => {
  admin = (await login(ADMIN)).session.access_token;
  ({ id: repId, session: rep } = await newRep());
  ({ id: otherRepId, session: otherRep } = await newRep());
  const token = rep.session.access_token;
  const brands = (await (await call("/api/brands", { token })).json()) as { id: string; code: string }[];
  const brandId = (code: string) => brands.find((brand) => brand.code === code)?.id ?? "";
  bac = brandId("bac");
  const listed = async (id: string) =>
    ((await (await call(`/api/assets?brandId=${id}`, { token })).json()) as { id: string; title: string }[]).map(
      (asset) => asset.id,
    );
  inBac = await listed(bac);
  notInBac = (await listed(brandId("rmi"))).find((id) => !inBac.includes(id)) ?? "";
  // Only the demo's sample assets are in bac for a rep: other files assign what they make to their own users.
  expect(inBac).toHaveLength(demoAssetTitles("bac").length);
  expect(notInBac).not.toBe("");
});

afterAll(async () => {
  for (const id of [repId, otherRepId]) await call(`/api/admin/users/${id}`, { method: "DELETE", token: admin });
});

const as = (who: LoginResult) => who.session.access_token;
const body = (extra: Record<string, unknown> = {}) => ({
  recipientName: "Sam Parent",
  recipientEmail: "sam.parent@example.com",
  brandId: bac,
  assetIds: inBac.slice(0, 2),
  ...extra,
});
const post = (json: unknown, token = as(rep)) => call("/api/rooms", { method: "POST", token, json });

async function create(owner = rep, extra: Record<string, unknown> = {}): Promise<Room> {
  const response = await post(body(extra), as(owner));
  expect(response.status).toBe(201);
  return (await response.json()) as Room;
}

interface RoomPage {
  rooms: Room[];
  nextCursor: string | null;
  total: number | null;
}

/** One page of GET /api/rooms; `query` is its query string ("" for the first page at the default size). */
async function page(query = "", token = as(rep)): Promise<RoomPage> {
  const response = await call(`/api/rooms${query}`, { token });
  expect(response.status).toBe(200);
  return (await response.json()) as RoomPage;
}

/** Every page of the caller's list at `limit`, following nextCursor until it is null. */
async function allPages(token: string, limit = 1): Promise<RoomPage[]> {
  const pages = [await page(`?limit=${limit}`, token)];
  for (let next = pages[0]?.nextCursor; next; next = pages.at(-1)?.nextCursor)
    pages.push(await page(`?limit=${limit}&cursor=${encodeURIComponent(next)}`, token));
  return pages;
}

const idsOf = (pages: RoomPage[]) => pages.flatMap((listed) => listed.rooms.map((room) => room.id));

const get = (id: string, token = as(rep)) => call(`/api/rooms/${id}`, { token });
const patch = (id: string, json: unknown, token = as(rep)) =>
  call(`/api/rooms/${id}`, { method: "PATCH", token, json });
const revoke = (id: string, token = as(rep)) => call(`/api/rooms/${id}`, { method: "DELETE", token });
const email = (id: string, json: unknown = {}, token = as(rep)) =>
  call(`/api/rooms/${id}/email`, { method: "POST", token, json });

test("a rep creates a room: 201 with its slug and absolute URL; it is in their list and nobody else's", async () => {
  const room = await create(rep, { note: "As promised." });
  expect(room.slug).toMatch(/^[A-Za-z0-9_-]{22}$/);
  expect(room.url).toBe(`${PORTAL_URL}/r/${room.slug}`);
  expect(room).toMatchObject({ status: "active", note: "As promised." });
  expect(room.assets.map((asset) => asset.id)).toEqual(inBac.slice(0, 2));
  expect(idsOf(await allPages(as(rep), 100))).toContain(room.id);
  expect(idsOf(await allPages(as(otherRep), 100))).not.toContain(room.id);
});

test("the list comes in pages, newest first, the total on the first; no page has another rep's room", async () => {
  const { id: pagerId, session: pager } = await newRep();
  try {
    const made = [await create(pager), await create(pager), await create(pager)].map((room) => room.id);
    const theirs = [(await create(otherRep)).id, (await create(otherRep)).id];
    const pages = await allPages(as(pager));
    expect(idsOf(pages)).toEqual([...made].reverse());
    expect(pages.map((listed) => listed.total)).toEqual([3, null, null]);
    expect(pages.map((listed) => listed.nextCursor === null)).toEqual([false, false, true]);
    const whole = await page("", as(pager));
    expect(whole).toMatchObject({ nextCursor: null, total: 3 });
    expect(idsOf([whole])).toEqual(idsOf(pages));
    const theirIds = idsOf(await allPages(as(otherRep), 2));
    expect(theirIds).toEqual(expect.arrayContaining(theirs));
    expect(theirIds.filter((id) => made.includes(id))).toEqual([]);
    // A cursor from another rep's list still pages the caller's own rooms.
    const theirCursor = (await page("?limit=1", as(otherRep))).nextCursor ?? "";
    expect(theirCursor).not.toBe("");
    const viaTheirs = await page(`?cursor=${encodeURIComponent(theirCursor)}`, as(pager));
    expect(viaTheirs.rooms.every((room) => made.includes(room.id))).toBe(true);
  } finally {
    await call(`/api/admin/users/${pagerId}`, { method: "DELETE", token: admin });
  }
});

test.each(["0", "101", "-3", "2.5", "ten", ""])("GET /api/rooms?limit=%p is a 400 naming the limit", async (limit) => {
  await expectError(
    await call(`/api/rooms?limit=${limit}`, { token: as(rep) }),
    400,
    "The limit must be a whole number from 1 to 100.",
  );
});

test.each([
  ["garbage", "%%%"],
  ["base64url of other text", Buffer.from("page 2").toString("base64url")],
  ["a cursor with an SQL payload", Buffer.from(`1'; drop table rooms; --:${randomUUID()}`).toString("base64url")],
  ["an over-long cursor", "A".repeat(500)],
])("GET /api/rooms with a cursor that is %s is a 400 'Invalid cursor.'", async (_what, cursor) => {
  const refused = await expectError(
    await call(`/api/rooms?cursor=${encodeURIComponent(cursor)}`, { token: as(rep) }),
    400,
  );
  expect(refused.error.message).toBe("Invalid cursor.");
});

test("without a session every rooms call is a 401", async () => {
  const room = await create();
  for (const response of [
    await call("/api/rooms"),
    await call("/api/rooms?limit=0&cursor=x"),
    await call("/api/rooms", { method: "POST", json: body() }),
    await call(`/api/rooms/${room.id}`),
    await call(`/api/rooms/${room.id}`, { method: "PATCH", json: { note: "x" } }),
    await call(`/api/rooms/${room.id}`, { method: "DELETE" }),
    await call(`/api/rooms/${room.id}/email`, { method: "POST", json: {} }),
  ]) {
    expect(response.status).toBe(401);
  }
});

test.each([
  ["another rep", () => as(otherRep)],
  ["an admin", () => admin],
])("%s gets 404 for a rep's room on every call, and the room is unchanged", async (_who, token) => {
  const room = await create();
  for (const response of [
    await get(room.id, token()),
    await patch(room.id, { note: "mine" }, token()),
    await revoke(room.id, token()),
    await email(room.id, {}, token()),
  ]) {
    await expectError(response, 404, "Room not found.");
  }
  expect(await (await get(room.id)).json()).toMatchObject({ status: "active", note: "" });
});

test.each([
  ["a non-UUID id", "not-a-uuid"],
  ["an unknown UUID", randomUUID()],
  ["a 4,000-character id", "a".repeat(4000)],
])("%s is a 404 for every call", async (_name, id) => {
  await expectError(await get(id), 404, "Room not found.");
  await expectError(await patch(id, { note: "x" }), 404, "Room not found.");
  await expectError(await revoke(id), 404, "Room not found.");
  await expectError(await email(id), 404, "Room not found.");
});

test.each([
  ["POST /api/rooms", "/api/rooms", "POST"],
  ["PATCH", "/api/rooms/{id}", "PATCH"],
  ["DELETE", "/api/rooms/{id}", "DELETE"],
  ["the e-mail", "/api/rooms/{id}/email", "POST"],
])("a cross-site %s signed in only by the cookie is refused with 403", async (_name, path, method) => {
  const room = await create();
  const response = await call(path.replace("{id}", room.id), {
    method,
    json: method === "DELETE" ? undefined : path === "/api/rooms" ? body() : { note: "Hijacked" },
    headers: { Cookie: cookieOf(rep.session), Origin: "https://attacker.example", "Sec-Fetch-Site": "cross-site" },
  });
  await expectError(response, 403, "Requests from other sites cannot act for a signed-in user.");
  expect(await (await get(room.id)).json()).toMatchObject({ status: "active", note: "" });
});

test.each([
  ["an empty name", { recipientName: "  " }, "Please enter the recipient's name."],
  ["no assets", { assetIds: [] }, "Choose at least one asset for the room."],
  ["21 assets", { assetIds: Array.from({ length: 21 }, () => randomUUID()) }, "A room can hold at most 20 assets."],
  ["a repeated asset", { assetIds: ["{a}", "{a}"] }, "Each asset can be in a room once."],
  ["an asset not in the brand", { assetIds: ["{a}", "{x}"] }, "You can only add assets you can see in this brand."],
  ["an expiry in the past", { expiresOn: "2020-01-01" }, "The expiry date cannot be in the past."],
  ["a note of 1,001 characters", { note: "n".repeat(1001) }, "The note can be at most 1,000 characters."],
  ["a bad e-mail", { recipientEmail: "not-an-address" }, "Please enter a valid email address"],
  ["an unknown brand", { brandId: randomUUID() }, "Unknown brand: choose one of the portal's brands."],
])("creating a room with %s is a 400 naming the problem", async (_name, extra, message) => {
  const ids = (extra as { assetIds?: string[] }).assetIds?.map((id) =>
    id === "{a}" ? (inBac[0] ?? "") : id === "{x}" ? notInBac : id,
  );
  const before = (await page()).total;
  await expectError(await post(body({ ...extra, ...(ids && { assetIds: ids }) })), 400, message);
  expect((await page()).total).toBe(before);
});

test("a body over the JSON cap is refused with 413", async () => {
  const response = await call("/api/rooms", {
    method: "POST",
    token: as(rep),
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body({ note: "x", padding: "p".repeat(100 * 1024) })),
  });
  expect(response.status).toBe(413);
});

test("a change replaces the assets in order; an asset outside the brand or an empty change is a 400", async () => {
  const room = await create();
  const reordered = [inBac[1], inBac[0]];
  const changed = await patch(room.id, { note: "Updated", assetIds: reordered });
  expect(changed.status).toBe(200);
  const updated = (await changed.json()) as Room;
  expect(updated.note).toBe("Updated");
  expect(updated.assets.map((asset) => asset.id)).toEqual(reordered);
  await expectError(await patch(room.id, { assetIds: [notInBac] }), 400, "You can only add assets you can see");
  await expectError(await patch(room.id, {}), 400, "Send a new note, assetIds or expiresOn.");
  expect(((await (await get(room.id)).json()) as Room).assets.map((asset) => asset.id)).toEqual(reordered);
});

test("revoking answers 204; the room stays, revoked, and can be neither changed nor e-mailed", async () => {
  const room = await create();
  const response = await revoke(room.id);
  expect(response.status).toBe(204);
  expect(await (await get(room.id)).json()).toMatchObject({ id: room.id, status: "revoked" });
  await expectError(await patch(room.id, { note: "again" }), 409, "This room has been revoked");
  await expectError(await email(room.id), 409, "This room has been revoked");
  expect((await revoke(room.id)).status).toBe(204);
});

test("the room e-mail goes to the recipient from the rep via the brand, with the room's link", async () => {
  const to = `room.${randomUUID().slice(0, 8)}@example.com`;
  const room = await create(rep, { recipientEmail: to, note: "Here is everything." });
  const response = await email(room.id);
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ sent: true, email: to });
  const [mail] = outboxMailsTo(to);
  expect(mail).toMatch(new RegExp(`^From: ${REP_NAME} via BAC Events <[^>]+@[^>]+>$`, "m"));
  expect(mail).toContain(`Reply-To: ${REP_NAME} <${rep.user.email}>`);
  expect(mail).toMatch(new RegExp(`^Subject: ${REP_NAME} shared 2 items with you$`, "m"));
  expect(mail).toMatch(/Content-Type: multipart\/alternative/);
  expect(mail).toContain("Content-Type: text/html");
  expect(mail).toContain(`${PORTAL_URL}/r/${room.slug}?via=email`);
  expect(mail).toContain("Here is everything.");
});

test("the e-mail goes to another address when given one; without any it is a 400", async () => {
  const room = await create(rep, { recipientEmail: null });
  await expectError(await email(room.id), 400, "This room has no recipient e-mail: enter one.");
  await expectError(await email(room.id, { email: "nope" }), 400, "Please enter a valid email address");
  const to = `other.${randomUUID().slice(0, 8)}@example.com`;
  expect(await (await email(room.id, { email: to })).json()).toEqual({ sent: true, email: to });
  expect(outboxMailsTo(to)).toHaveLength(1);
});

/** The room page as a browser opens it from a link: its visit's id, once the visit is written (~100 ms). */
async function openAsBrowser(slug: string): Promise<string> {
  const response = await call(`/r/${slug}`, { headers: BROWSER_NAVIGATION_HEADERS });
  expect(response.status).toBe(200);
  const visitId = /<script data-visit="([0-9a-f-]{36})"/.exec(await response.text())?.[1] ?? "";
  const written = await pollUntil(
    () => beacon(slug, visitId, 0),
    (answer) => answer.status === 204,
    { timeoutMs: 15_000, intervalMs: 100 },
  );
  expect(written.status).toBe(204);
  return visitId;
}

/** The page's beacon: `seconds` on screen for the room's first asset. */
const beacon = (slug: string, visitId: string, seconds: number) =>
  call(`/r/${slug}/engagement`, { method: "POST", json: { visitId, assets: [{ n: 0, seconds, percent: null }] } });

/** The first asset's figures over the room's human visits, as its rep reads them. */
async function firstAsset(room: Room, owner = rep) {
  const detail = (await (await get(room.id, as(owner))).json()) as {
    engagement: { id: string; seconds: number; downloads: number }[];
  };
  return detail.engagement.find((asset) => asset.id === room.assets[0]?.id);
}

test("a script cannot pump a room's downloads: only the page's click counts, once per visit and asset", async () => {
  const room = await create();
  const visitId = await openAsBrowser(room.slug);
  const file = `/r/${room.slug}/files/0?v=${visitId}`;
  // No browser headers at all, then a typed address and another site's link: each still redirects.
  for (let i = 0; i < 25; i++) expect((await call(file)).status).toBe(302);
  expect((await call(file, { headers: { "Sec-Fetch-Site": "none" } })).status).toBe(302);
  expect((await call(file, { headers: { "Sec-Fetch-Site": "cross-site" } })).status).toBe(302);
  expect(await firstAsset(room)).toMatchObject({ downloads: 0 });
  // The page's Download button, clicked five times in one visit, is one download.
  for (let i = 0; i < 5; i++)
    expect((await call(file, { headers: { "Sec-Fetch-Site": "same-origin" } })).status).toBe(302);
  expect(await firstAsset(room)).toMatchObject({ downloads: 1 });
});

test("a revoked room takes no more reports: its page, files and beacon answer 410", async () => {
  const room = await create();
  const visitId = await openAsBrowser(room.slug);
  expect((await beacon(room.slug, visitId, 3)).status).toBe(204);
  expect((await revoke(room.id)).status).toBe(204);
  await expectError(await beacon(room.slug, visitId, 500), 410, "This room is no longer available.");
  expect((await call(`/r/${room.slug}`, { headers: BROWSER_NAVIGATION_HEADERS })).status).toBe(410);
  expect(
    (await call(`/r/${room.slug}/files/0?v=${visitId}`, { headers: { "Sec-Fetch-Site": "same-origin" } })).status,
  ).toBe(410);
  expect(await firstAsset(room)).toMatchObject({ seconds: 3, downloads: 0 });
});

test("a departed rep's rooms answer 410 without their card; an admin lists (counts only) and revokes", async () => {
  const { id: leaverId, session: leaver } = await newRep();
  const setActive = (isActive: boolean) =>
    call(`/api/admin/users/${leaverId}`, { method: "PATCH", token: admin, json: { isActive } });
  const adminList = async () => {
    const response = await call(`/api/admin/users/${leaverId}/rooms`, { token: admin });
    expect(response.status).toBe(200);
    return (await response.json()) as Record<string, unknown>[];
  };
  const pageStatus = async (room: Room) =>
    (await call(`/r/${room.slug}`, { headers: BROWSER_NAVIGATION_HEADERS })).status;
  try {
    const kept = await create(leaver, { note: "A private note for Sam" });
    const room = await create(leaver, { note: "A private note for Sam" });
    const visitId = await openAsBrowser(room.slug);
    expect((await beacon(room.slug, visitId, 2)).status).toBe(204);
    expect((await setActive(false)).status).toBe(200);

    const closed = await call(`/r/${room.slug}`, { headers: BROWSER_NAVIGATION_HEADERS });
    expect(closed.status).toBe(410);
    const page = await closed.text();
    expect(page).toContain("This room is no longer available.");
    expect(page).toContain("Please contact BAC Events for a new link.");
    expect(page).not.toContain(leaver.user.email);
    expect(page).not.toContain(REP_NAME);
    expect((await call(`/r/${room.slug}/files/0`)).status).toBe(410);
    await expectError(await beacon(room.slug, visitId, 4), 410, "This room is no longer available.");

    const listed = await adminList();
    expect(listed).toEqual([
      {
        id: room.id,
        brandName: "BAC Events",
        createdAt: expect.any(String),
        expiresOn: null,
        status: "active",
        open: false,
        assets: 2,
        visits: 1,
        lastVisitAt: expect.any(String),
      },
      expect.objectContaining({ id: kept.id, open: false, visits: 0 }),
    ]);
    for (const secret of ["Sam Parent", "sam.parent@example.com", "A private note", room.slug, kept.slug]) {
      expect(JSON.stringify(listed)).not.toContain(secret);
    }

    expect((await call(`/api/admin/rooms/${room.id}`, { method: "DELETE", token: admin })).status).toBe(204);
    expect((await call(`/api/admin/rooms/${room.id}`, { method: "DELETE", token: admin })).status).toBe(204);
    // Back at work, the rep's other room opens again; the revoked one stays closed.
    expect((await setActive(true)).status).toBe(200);
    expect(await pageStatus(kept)).toBe(200);
    expect(await pageStatus(room)).toBe(410);
    expect(await adminList()).toEqual([
      expect.objectContaining({ id: room.id, status: "revoked", open: false }),
      expect.objectContaining({ id: kept.id, status: "active", open: true }),
    ]);

    // Deleted, the rep's rooms close too, and stay listed for an admin.
    expect((await call(`/api/admin/users/${leaverId}`, { method: "DELETE", token: admin })).status).toBe(204);
    expect(await pageStatus(kept)).toBe(410);
    expect(await adminList()).toEqual([
      expect.objectContaining({ id: room.id, open: false }),
      expect.objectContaining({ id: kept.id, status: "active", open: false }),
    ]);
  } finally {
    await call(`/api/admin/users/${leaverId}`, { method: "DELETE", token: admin });
  }
});

test("only an admin reaches a rep's rooms through the admin paths; bad ids are 404s", async () => {
  const room = await create();
  const listPath = `/api/admin/users/${repId}/rooms`;
  const revokePath = `/api/admin/rooms/${room.id}`;
  await expectError(await call(listPath), 401);
  await expectError(await call(revokePath, { method: "DELETE" }), 401);
  for (const token of [as(rep), as(otherRep)]) {
    await expectError(await call(listPath, { token }), 403);
    await expectError(await call(revokePath, { method: "DELETE", token }), 403);
  }
  const crossSite = await call(revokePath, {
    method: "DELETE",
    headers: { Cookie: cookieOf(otherRep.session), Origin: "https://attacker.example", "Sec-Fetch-Site": "cross-site" },
  });
  expect(crossSite.status).toBe(403);
  expect(await (await get(room.id)).json()).toMatchObject({ status: "active" });
  for (const id of ["not-a-uuid", randomUUID()]) {
    await expectError(await call(`/api/admin/users/${id}/rooms`, { token: admin }), 404, "User not found.");
    await expectError(await call(`/api/admin/rooms/${id}`, { method: "DELETE", token: admin }), 404, "Room not found.");
  }
});
