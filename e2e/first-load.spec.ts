import { gzipSync } from "node:zlib";
import type { APIRequestContext } from "@playwright/test";
import { expect, OWN_PAGE, signInWithPassword, test, waitForHydration } from "./fixtures";
import { usersOfThisSpec } from "./spec-users";

/** This spec's own users (spec-users.ts). */
const { REP } = usersOfThisSpec("first-load");

/**
 * What a page's first load costs, read from the HTML the server sends: the scripts it loads
 * (gzipped, as `bench/bundle` counts them) and what it paints before any of them has run. Sizes,
 * not timings: the budgets fail when a change puts a library on a first load (zod, the auth
 * client, a dialog) rather than loading it when it is needed. Raise one only on purpose.
 */
// What each device keeping code off these pages saves: bench/README.md (bench/bundle). zod and the
// contract schemas load beside the first API answer they check (lib/client/api/schema-of.ts), the
// sign-in schemas on the first focus in a form, the top bar's popups on first use, and sonner after
// hydration (components/providers.tsx), not with the page.
const BUDGET_KB = { "/login": 206, "/": 206, "/rooms": 206, "/rooms/[id]": 206 };

async function firstLoadKb(request: APIRequestContext, html: string): Promise<number> {
  const sources = new Set(
    [...html.matchAll(/<script src="(\/_next\/[^"]+)"(?![^>]*noModule)/g)].flatMap((match) => match[1] ?? []),
  );
  expect(sources.size).toBeGreaterThan(0);
  let bytes = 0;
  for (const source of sources) {
    const response = await request.get(source);
    expect(response.ok()).toBe(true);
    bytes += gzipSync(await response.body(), { level: 9 }).length;
  }
  return bytes / 1024;
}

test.describe("first load, signed out", () => {
  test("/login: the card's title and fields are in the server's HTML, the scripts within budget", async ({
    request,
  }) => {
    const response = await request.get("/login", { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>Welcome to Sales Rep Portal<\/h1>/);
    expect(html).toContain('id="password-login-email"');
    expect(await firstLoadKb(request, html)).toBeLessThanOrEqual(BUDGET_KB["/login"]);
  });

  test("/login loads the auth client and its config only when a sign-in needs them", async ({ page }) => {
    const configRequests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/config") configRequests.push(request.url());
    });
    await page.goto("/login");
    await page.waitForLoadState("networkidle");
    expect(configRequests, "no session cookie, so nothing to restore").toEqual([]);

    await signInWithPassword(page, REP);
    await expect(page.getByRole("heading", { level: 1, name: /Dashboard$/ })).toBeVisible();
    expect(configRequests).toHaveLength(1);
  });
});

test.describe("first load, signed in", () => {
  test.use({ storageState: REP.signedIn });

  test("/: the scripts stay within budget", async ({ request }) => {
    const response = await request.get("/", { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect(await firstLoadKb(request, await response.text())).toBeLessThanOrEqual(BUDGET_KB["/"]);
  });

  test("/rooms and a room's detail: the scripts stay within budget, the detail's data in the server's HTML", async ({
    request,
  }) => {
    const rooms = await request.get("/rooms", { maxRedirects: 0 });
    expect(rooms.status()).toBe(200);
    expect(await firstLoadKb(request, await rooms.text())).toBeLessThanOrEqual(BUDGET_KB["/rooms"]);

    const [brand] = (await (await request.get("/api/brands")).json()) as { id: string }[];
    const [asset] = (await (await request.get(`/api/assets?brandId=${brand?.id ?? ""}`)).json()) as { id: string }[];
    const created = await request.post("/api/rooms", {
      headers: OWN_PAGE,
      data: { recipientName: "First Load Reader", brandId: brand?.id, assetIds: [asset?.id] },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const detail = await request.get(`/rooms/${id}`, { maxRedirects: 0 });
    expect(detail.status()).toBe(200);
    const html = await detail.text();
    // Rendered on the server: its heading and regions are in the HTML, whatever the scripts do.
    expect(html).toMatch(/<h1[^>]*>Room for <!-- -->First Load Reader<\/h1>/);
    expect(html).toContain("No visits yet. You see here when the customer opens the room.");
    expect(await firstLoadKb(request, html)).toBeLessThanOrEqual(BUDGET_KB["/rooms/[id]"]);
  });

  test("/ paints with the server's data and asks the API nothing on load; a later call sends the token", async ({
    page,
  }) => {
    const promo = (await (await page.request.get("/api/user/promo-code")).json()) as { promoCode: string };
    // The Link Clicks card shows the people's clicks and opens of the last days.
    const shown = async () => {
      const { recent } = (await (await page.request.get("/api/link-tracking/stats")).json()) as {
        recent: { clicks: number; opens: number };
      };
      return recent.clicks + recent.opens;
    };
    const before = await shown();
    const brands = (await (await page.request.get("/api/brands")).json()) as { id: string }[];
    const assets = (await (await page.request.get(`/api/assets?brandId=${brands[0]?.id}`)).json()) as {
      title: string;
    }[];
    expect(assets.length).toBeGreaterThan(0);
    const apiRequests: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith("/api/")) apiRequests.push(pathname);
    });
    // The page's clock is the test's, so that it can let the page's timers run without waiting.
    await page.clock.install();
    await page.goto("/");
    await waitForHydration(page);
    // Room for any request a hydrated component would send: the browser's first idle moment, then 5 s
    // of the page's timers on the test's clock (well short of the bell's 60 s poll).
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    await page.clock.runFor(5_000);
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    expect(apiRequests, "the server's HTML holds the dashboard's, the bell's and the brands' data").toEqual([]);
    await expect(page.getByRole("group", { name: "Your Promo Code" })).toContainText(promo.promoCode);
    // Nobody else clicks the spec's rep's links: the painted count is the server's.
    const painted = await page.getByRole("group", { name: "Link Clicks" }).textContent();
    expect(Number(/(\d[\d,]*)/.exec(painted ?? "")?.[1]?.replace(/,/g, ""))).toBe(before);
    const quick = page.getByRole("region", { name: "Quick Asset Access" });
    await expect(quick.getByRole("listitem").first()).toContainText(assets[0]?.title ?? "");

    const linksRequest = page.waitForRequest((request) => new URL(request.url()).pathname === "/api/tracked-links");
    await page.getByRole("complementary").getByRole("link", { name: "Tracked Links" }).click();
    expect((await linksRequest).headers().authorization).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
    expect(apiRequests, "the session cookie holds a live token: nothing to refresh").not.toContain("/api/config");
  });

  test("a tab coming back into view after the session ended elsewhere goes to /login", async ({ page, context }) => {
    await page.goto("/");
    await waitForHydration(page);
    await context.clearCookies(); // as a sign-out in another tab does
    // The focus listener is added by an effect, just after the heading has hydrated: focus until heard.
    await expect(async () => {
      await page.evaluate(() => window.dispatchEvent(new Event("focus")));
      await expect(page).toHaveURL(/\/login$/, { timeout: 1000 });
    }).toPass();
  });
});
