import { call, expectError, login } from "./portal";
import { demoAssetTitles } from "./demo-library";
import { usersOfThisFile } from "./file-users";

/** This file's own users (file-users.ts). */
const { REP, ADMIN } = usersOfThisFile();

interface Brand {
  id: string;
  code: string;
}
let rep: string;
let admin: string;
let adminId: string;
let promoCode: string;
const brand: Record<string, string> = {};
const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

beforeAll(async () => {
  const signedIn = await login(REP);
  rep = signedIn.session.access_token;
  promoCode = signedIn.user.promoCode;
  const adminLogin = await login(ADMIN);
  admin = adminLogin.session.access_token;
  adminId = adminLogin.user.id;
  const brands = (await (await call("/api/brands", { token: rep })).json()) as Brand[];
  for (const b of brands) brand[b.code] = b.id;
});

async function getJson<T>(path: string, token = rep): Promise<T> {
  const response = await call(path, { token });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

test.each([
  ["GET", "/api/assets?brandId=" + UNKNOWN_ID],
  ["POST", "/api/assets/share"],
  ["GET", "/api/resources?brandId=" + UNKNOWN_ID],
  ["GET", "/api/tracked-links"],
  ["POST", "/api/tracked-links"],
  ["GET", "/api/link-tracking/stats"],
  ["GET", "/api/user/promo-code"],
  ["GET", "/api/calendar-events?brandId=" + UNKNOWN_ID],
])("%s %s without a session is 401", async (method, path) => {
  const response = await call(path, { method, json: method === "POST" ? {} : undefined });
  await expectError(response, 401);
});

test.each([["/api/assets"], ["/api/resources"], ["/api/calendar-events"]])(
  "%s needs a known brand: missing, malformed and unknown brandId are 400",
  async (path) => {
    await expectError(await call(path, { token: rep }), 400, "A brand is required");
    await expectError(await call(`${path}?brandId=rmi`, { token: rep }), 400, "UUID");
    await expectError(await call(`${path}?brandId=${encodeURIComponent("' or 1=1 --")}`, { token: rep }), 400, "UUID");
    await expectError(await call(`${path}?brandId=${UNKNOWN_ID}`, { token: rep }), 400, "Unknown brand");
  },
);

describe("GET /api/assets", () => {
  test("the rep sees the brand's and all-brand sample assets, newest first, in the portal shape", async () => {
    const rmi = await getJson<{ title: string; type: string; fileSize: number | null; createdAt: string }[]>(
      `/api/assets?brandId=${brand.rmi}`,
    );
    // About the seed: this file's rep sees the demo's samples and nothing else (other files assign
    // what they make to their own users).
    expect(rmi.map((a) => a.title).sort()).toEqual(demoAssetTitles("rmi").sort());
    expect([...new Set(rmi.map((a) => a.type))].sort()).toEqual(["Audio", "Image", "PDF"]);
    const times = rmi.map((a) => Date.parse(a.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const vbc = await getJson<{ title: string }[]>(`/api/assets?brandId=${brand.vbc}`);
    expect(vbc.map((a) => a.title).sort()).toEqual(["Rental Program Overview", "Welcome Chime"]);
  });

  test("search is case-insensitive over title and description and treats % literally", async () => {
    const hits = await getJson<{ title: string }[]>(`/api/assets?brandId=${brand.rmi}&search=FLYER`);
    expect(hits.map((a) => a.title)).toEqual(["Join the Band Flyer"]);
    expect(await getJson(`/api/assets?brandId=${brand.rmi}&search=%25`)).toEqual([]);
    expect(await getJson(`/api/assets?brandId=${brand.rmi}&search=${encodeURIComponent("' or 1=1 --")}`)).toEqual([]);
  });

  test("a search text over 200 characters is 400", async () => {
    await expectError(
      await call(`/api/assets?brandId=${brand.rmi}&search=${"a".repeat(201)}`, { token: rep }),
      400,
      "200 characters",
    );
  });

  test("an admin may list too", async () => {
    // An admin sees every user's assets, other files' too: the samples are among them.
    const titles = (await getJson<{ title: string }[]>(`/api/assets?brandId=${brand.rmi}`, admin)).map((a) => a.title);
    expect(titles).toEqual(
      expect.arrayContaining(["Join the Band Flyer", "Price List 2026", "Rental Program Overview", "Welcome Chime"]),
    );
  });
});

describe("GET /api/assets paging", () => {
  interface Page {
    ids: string[];
    next: string | null;
    total: string | null;
  }
  const page = async (query: string, token = rep): Promise<Page> => {
    const response = await call(`/api/assets?brandId=${brand.rmi}${query}`, { token });
    expect(response.status).toBe(200);
    const ids = ((await response.json()) as { id: string }[]).map((a) => a.id);
    return { ids, next: response.headers.get("x-next-cursor"), total: response.headers.get("x-total-count") };
  };
  /** Every page of limit 1, following X-Next-Cursor. */
  const walk = async (query = "", token = rep): Promise<Page[]> => {
    const pages = [await page(`${query}&limit=1`, token)];
    for (let next = pages[0]?.next; next; next = pages.at(-1)?.next)
      pages.push(await page(`${query}&limit=1&cursor=${encodeURIComponent(next)}`, token));
    return pages;
  };

  test("the first page carries X-Total-Count; a page holding the rest has no X-Next-Cursor", async () => {
    const first = await page("");
    expect(first.ids).toHaveLength(demoAssetTitles("rmi").length);
    expect(first.total).toBe(String(first.ids.length));
    expect(first.next).toBeNull();
  });

  test("limit=1 walks every asset once, in order, via X-Next-Cursor; only the first page has the total", async () => {
    const all = await page("&limit=100");
    const pages = await walk();
    expect(pages.flatMap((p) => p.ids)).toEqual(all.ids);
    expect(pages.every((p) => p.ids.length === 1)).toBe(true);
    expect(pages[0]?.total).toBe(String(all.ids.length));
    expect(pages.slice(1).map((p) => p.total)).toEqual(pages.slice(1).map(() => null));
    expect(pages.at(-1)?.next).toBeNull();
  });

  test("a search is paged the same way, stays case-insensitive and has no total", async () => {
    const all = await page("&search=PR");
    // Every sample says "pr" somewhere: Program, Printable, presentations, Price.
    expect(all.ids).toHaveLength(demoAssetTitles("rmi").length);
    const pages = await walk("&search=pr");
    expect(pages.flatMap((p) => p.ids)).toEqual(all.ids);
    expect(pages.map((p) => p.total)).toEqual(pages.map(() => null));
  });

  test("an asset assigned to another user is on none of the rep's pages, and counts only for that user", async () => {
    const created = await call("/api/admin/assets", {
      method: "POST",
      token: admin,
      json: {
        title: "Paging: admin only",
        type: "pdf",
        url: "/samples/price-list-2026.pdf",
        brandIds: [brand.rmi],
        userIds: [adminId],
      },
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    try {
      const repPages = await walk();
      expect(repPages.flatMap((p) => p.ids)).not.toContain(id);
      const adminPages = await walk("", admin);
      expect(adminPages.flatMap((p) => p.ids)).toContain(id);
      expect(Number(adminPages[0]?.total)).toBe(adminPages.length);
      expect(Number(repPages[0]?.total)).toBe(repPages.length);
    } finally {
      expect((await call(`/api/admin/assets/${id}`, { method: "DELETE", token: admin })).status).toBe(204);
    }
  });

  test.each(["0", "101", "-3", "2.5", "ten", ""])("limit=%p is 400 with a clear message", async (limit) => {
    await expectError(
      await call(`/api/assets?brandId=${brand.rmi}&limit=${limit}`, { token: rep }),
      400,
      "The limit must be a whole number from 1 to 100.",
    );
  });

  test.each([
    ["garbage", "%%%"],
    ["base64url of other text", Buffer.from("page 2").toString("base64url")],
    ["a cursor with an SQL payload", Buffer.from(`1'; drop table assets; --:${UNKNOWN_ID}`).toString("base64url")],
    ["an over-long cursor", "A".repeat(500)],
  ])("a cursor that is %s is 400 'Invalid cursor.'", async (_what, cursor) => {
    const body = await expectError(
      await call(`/api/assets?brandId=${brand.rmi}&cursor=${encodeURIComponent(cursor)}`, { token: rep }),
      400,
    );
    expect(body.error.message).toBe("Invalid cursor.");
  });

  test("a signed-out caller learns nothing about paging input", async () => {
    await expectError(await call(`/api/assets?brandId=${brand.rmi}&limit=0&cursor=x`), 401);
  });
});

describe("POST /api/assets/share", () => {
  const share = (json: unknown, token = rep) => call("/api/assets/share", { method: "POST", token, json });

  test("returns the rep's share slug, the same one on every call", async () => {
    const [asset] = await getJson<{ id: string }[]>(`/api/assets?brandId=${brand.rmi}`);
    const first = await share({ assetId: asset?.id });
    expect(first.status).toBe(200);
    const { shareSlug } = (await first.json()) as { shareSlug: string };
    expect(shareSlug).toMatch(/^[A-Za-z0-9_-]{8}$/);
    expect(await (await share({ assetId: asset?.id })).json()).toEqual({ shareSlug });
  });

  test.each([UNKNOWN_ID, "not-a-uuid", "'; drop table assets; --"])("the unknown asset %p is 404", async (assetId) => {
    await expectError(await share({ assetId }), 404, "Asset not found.");
  });

  test.each([
    ["malformed JSON", "{assetId:", "The request body must be valid JSON."],
    ["a missing assetId", "{}", "assetId"],
    ["a number as assetId", JSON.stringify({ assetId: 42 }), "assetId"],
    ["a huge assetId", JSON.stringify({ assetId: "a".repeat(10_000) }), "assetId is too long"],
  ])("%s is 400", async (_name, body, message) => {
    const response = await call("/api/assets/share", {
      method: "POST",
      token: rep,
      body,
      headers: { "Content-Type": "application/json" },
    });
    await expectError(response, 400, message);
  });
});

describe("GET /api/resources", () => {
  test("the rep sees the brand's resources with portal types", async () => {
    const rmi = await getJson<{ title: string; type: string }[]>(`/api/resources?brandId=${brand.rmi}`);
    expect(rmi.map((r) => [r.title, r.type]).sort()).toEqual([
      ["Price List 2026", "PriceList"],
      ["Program FAQ", "FAQ"],
      ["Sales Training Guide", "PDF"],
    ]);
    const vbc = await getJson<{ title: string }[]>(`/api/resources?brandId=${brand.vbc}`);
    expect(vbc.map((r) => r.title).sort()).toEqual(["Price List 2026", "Sales Training Guide"]);
  });
});

describe("GET /api/calendar-events", () => {
  test("the rep sees the upcoming demo event with local date-times", async () => {
    const events = await getJson<{ title: string; startDate: string; endDate: string; eventType: string }[]>(
      `/api/calendar-events?brandId=${brand.bac}`,
    );
    expect(events).toEqual([
      expect.objectContaining({
        title: "Back-to-School Rental Night",
        eventType: "training",
        isAllDay: false,
        color: "#3b82f6",
      }),
    ]);
    expect(events[0]?.startDate).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
  });
});

describe("GET /api/user/promo-code", () => {
  test("returns the caller's promo code", async () => {
    expect(await getJson("/api/user/promo-code")).toEqual({ promoCode });
  });
});
