import { randomUUID } from "node:crypto";
import type { TopLink } from "@/lib/contract/admin-links";
import { call, expectError, login } from "./portal";
import { fullName, makeUser, ownUser, usersOfThisFile } from "./file-users";

/** This file's own users (file-users.ts). */
const { REP, ADMIN } = usersOfThisFile();

interface Item {
  id: string;
  title: string;
  brandIds: string[];
  brandName: string | null;
  userIds: string[];
}

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";
let admin: string;
let rep: string;
let repId: string;
const brand: Record<string, string> = {};

beforeAll(async () => {
  admin = (await login(ADMIN)).session.access_token;
  const signedIn = await login(REP);
  rep = signedIn.session.access_token;
  repId = signedIn.user.id;
  for (const b of (await (await call("/api/brands", { token: rep })).json()) as { id: string; code: string }[])
    brand[b.code] = b.id;
});

const getJson = async <T>(path: string, token = admin): Promise<T> => (await (await call(path, { token })).json()) as T;
const post = (path: string, json: unknown) => call(path, { method: "POST", token: admin, json });
const del = (path: string) => call(path, { method: "DELETE", token: admin });

describe.each([
  ["assets", "pdf", "/api/assets"],
  ["resources", "faq", "/api/resources"],
])("/api/admin/%s", (kind, type, portalPath) => {
  const base = `/api/admin/${kind}`;
  const body = (extra: Record<string, unknown> = {}) => ({
    title: `New ${kind} ${randomUUID().slice(0, 6)}`,
    type,
    url: "https://example.com/file.pdf",
    brandIds: [brand.rmi],
    ...extra,
  });

  test("create (201) shows it to the rep in that brand, lists it first; delete twice is 204 then 404", async () => {
    const response = await post(base, body({ description: "Fresh" }));
    expect(response.status).toBe(201);
    const item = (await response.json()) as Item;
    expect(item).toMatchObject({ brandIds: [brand.rmi], brandName: expect.any(String), userIds: [] });
    expect((await getJson<Item[]>(base))[0]?.id).toBe(item.id);
    expect((await getJson<{ id: string }[]>(`${portalPath}?brandId=${brand.rmi}`, rep)).map((i) => i.id)).toContain(
      item.id,
    );
    expect((await getJson<{ id: string }[]>(`${portalPath}?brandId=${brand.vbc}`, rep)).map((i) => i.id)).not.toContain(
      item.id,
    );
    expect((await del(`${base}/${item.id}`)).status).toBe(204);
    expect((await getJson<{ id: string }[]>(`${portalPath}?brandId=${brand.rmi}`, rep)).map((i) => i.id)).not.toContain(
      item.id,
    );
    await expectError(await del(`${base}/${item.id}`), 404, "not found.");
  });

  test.each([
    ["no brand and not all brands", { brandIds: [] }, "Please select at least one brand"],
    ["a javascript: URL", { url: "javascript:alert(1)" }, "Please enter a valid URL."],
    ["an ftp URL", { url: "ftp://example.com/a.pdf" }, "Please enter a valid URL."],
    ["a blank title", { title: "  " }, "Please enter a title."],
    ["an unknown type", { type: "exe" }, "Please choose a type"],
    ["an unknown brand", { brandIds: [UNKNOWN_ID] }, `Unknown brand: ${UNKNOWN_ID}.`],
    ["an unknown user", { userIds: [UNKNOWN_ID] }, `Unknown user: ${UNKNOWN_ID}.`],
    ["a missing upload", { url: `/uploads/${UNKNOWN_ID}.pdf` }, "The uploaded file was not found."],
  ])("%s is 400 and creates nothing", async (_name, extra, message) => {
    const before = (await getJson<Item[]>(base)).length;
    await expectError(await post(base, body(extra)), 400, message);
    expect(await getJson<Item[]>(base)).toHaveLength(before);
  });

  test("deleting an unknown or malformed id is 404", async () => {
    await expectError(await del(`${base}/${UNKNOWN_ID}`), 404);
    await expectError(await del(`${base}/not-a-uuid`), 404);
  });
});

describe("assignments", () => {
  test("an asset assigned to one rep is seen by that rep only; assigning again is still 200", async () => {
    const item = (await (
      await post("/api/admin/assets", {
        title: "Just for this rep",
        type: "pdf",
        url: "/samples/price-list-2026.pdf",
        assignToAllBrands: true,
      })
    ).json()) as Item;
    const other = await makeUser(admin, ownUser("rep", "Otto"));
    for (let i = 0; i < 2; i++) {
      const response = await post(`/api/admin/users/${repId}/assets`, { assetId: item.id });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ userId: repId, itemId: item.id, assigned: true });
    }
    expect((await getJson<{ id: string }[]>(`/api/assets?brandId=${brand.bac}`, rep)).map((a) => a.id)).toContain(
      item.id,
    );
    const otherToken = (await login(other)).session.access_token;
    expect(
      (await getJson<{ id: string }[]>(`/api/assets?brandId=${brand.bac}`, otherToken)).map((a) => a.id),
    ).not.toContain(item.id);
    expect((await getJson<Item[]>("/api/admin/assets")).find((a) => a.id === item.id)?.userIds).toEqual([repId]);
  });

  test.each([
    ["assets", { assetId: UNKNOWN_ID }, "Asset not found."],
    ["resources", { resourceId: "nope" }, "Resource not found."],
  ])("an unknown item on /%s is 404 naming it", async (kind, json, message) => {
    await expectError(await post(`/api/admin/users/${repId}/${kind}`, json), 404, message);
  });

  test("an unknown user is 404 naming the user; a missing id is 400", async () => {
    const [asset] = await getJson<Item[]>("/api/admin/assets");
    await expectError(
      await post(`/api/admin/users/${UNKNOWN_ID}/assets`, { assetId: asset?.id }),
      404,
      "User not found.",
    );
    await expectError(await post(`/api/admin/users/${repId}/assets`, {}), 400, "assetId");
  });
});

test("an asset whose type contradicts its file is 400 and creates nothing; the list names every brand", async () => {
  const before = (await getJson<Item[]>("/api/admin/assets")).length;
  const asset = { title: "Flyer", url: "https://example.com/flyer.pdf", brandIds: [brand.rmi, brand.bac] };
  await expectError(
    await post("/api/admin/assets", { ...asset, type: "image" }),
    400,
    "A .pdf file must have the type PDF or Document.",
  );
  expect(await getJson<Item[]>("/api/admin/assets")).toHaveLength(before);
  const made = await post("/api/admin/assets", { ...asset, type: "pdf" });
  expect(made.status).toBe(201);
  const item = (await made.json()) as Item & { brandNames: string[] };
  expect(item.brandNames).toEqual(["RMI Music", "BAC Events"]);
  expect((await del(`/api/admin/assets/${item.id}`)).status).toBe(204);
});

describe("/api/admin/calendar-events", () => {
  const event = (extra: Record<string, unknown> = {}) => ({
    title: "Clinic",
    startDate: "2031-05-01T09:00",
    endDate: "2031-05-01T10:30",
    brandIds: [brand.rmi],
    userId: repId,
    ...extra,
  });

  test("create with defaults, seen by the assigned rep; delete twice is 204 then 404", async () => {
    const response = await post("/api/admin/calendar-events", event());
    expect(response.status).toBe(201);
    const created = (await response.json()) as { id: string };
    expect(created).toMatchObject({
      eventType: "meeting",
      isAllDay: false,
      color: "#3b82f6",
      isActive: true,
      userEmail: REP.email,
      startDate: "2031-05-01T09:00:00",
    });
    expect(
      (await getJson<{ id: string }[]>(`/api/calendar-events?brandId=${brand.rmi}`, rep)).map((e) => e.id),
    ).toContain(created.id);
    expect((await getJson<{ id: string }[]>("/api/admin/calendar-events")).map((e) => e.id)).toContain(created.id);
    expect((await del(`/api/admin/calendar-events/${created.id}`)).status).toBe(204);
    await expectError(await del(`/api/admin/calendar-events/${created.id}`), 404, "Event not found.");
  });

  test.each([
    ["without a brand", { brandIds: [] }, "Please select at least one brand"],
    ["with an impossible date", { startDate: "2031-13-01T09:00" }, "start date"],
    ["for an unknown user", { userId: UNKNOWN_ID }, "Unknown user"],
    ["that ends before it starts", { endDate: "2031-05-01T08:59" }, "The end date must not be before the start date."],
  ])("an event %s is 400 and creates nothing", async (_name, extra, message) => {
    const before = (await getJson<unknown[]>("/api/admin/calendar-events")).length;
    await expectError(await post("/api/admin/calendar-events", event(extra)), 400, message);
    expect(await getJson<unknown[]>("/api/admin/calendar-events")).toHaveLength(before);
  });
});

describe("tracked links and analytics", () => {
  test("deleting a rep's link removes it from both lists and keeps the totals; twice is 404", async () => {
    const link = (await (
      await call("/api/tracked-links", {
        method: "POST",
        token: rep,
        json: { name: "Promo", originalUrl: "https://example.com/p" },
      })
    ).json()) as { id: string };
    const before = await getJson<{ totalLinks: number; totalClicks: number; clicksPerDay: unknown[] }>(
      "/api/admin/analytics",
    );
    expect(before.clicksPerDay).toHaveLength(30);
    const listed = await getJson<{ id: string; createdBy: string }[]>("/api/admin/tracked-links");
    expect(listed.find((l) => l.id === link.id)?.createdBy).toBe(fullName(REP));
    expect((await del(`/api/admin/tracked-links/${link.id}`)).status).toBe(204);
    expect((await getJson<{ id: string }[]>("/api/tracked-links", rep)).map((l) => l.id)).not.toContain(link.id);
    expect((await getJson<{ id: string }[]>("/api/admin/tracked-links")).map((l) => l.id)).not.toContain(link.id);
    const after = await getJson<{ totalLinks: number; totalClicks: number }>("/api/admin/analytics");
    expect(after).toMatchObject({ totalLinks: before.totalLinks - 1, totalClicks: before.totalClicks });
    await expectError(await del(`/api/admin/tracked-links/${link.id}`), 404, "Link not found.");
  });

  test("link stats hold the totals and the 5 live links with most clicks", async () => {
    const stats = await getJson<{ totalClicks: number; conversionRate: number; topLinks: TopLink[] }>(
      "/api/admin/link-stats",
    );
    const live = await getJson<(TopLink & { originalUrl: string })[]>("/api/admin/tracked-links");
    const top = live
      .sort((a, b) => b.clickCount - a.clickCount || b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id))
      .slice(0, 5)
      .map(({ id, name, slug, clickCount, createdBy, createdAt }) => ({
        id,
        name,
        slug,
        clickCount,
        createdBy,
        createdAt,
      }));
    // The totals count deleted links too, which no list shows: their figures are checked where a file owns them.
    expect(stats).toEqual({ totalClicks: expect.any(Number), conversionRate: expect.any(Number), topLinks: top });
  });
});
