import type { Page } from "@playwright/test";
import {
  expect,
  expectNoAxeViolations,
  navigateToDashboard,
  openSignedIn,
  OWN_PAGE,
  PERSON,
  signInWithPassword,
  test,
} from "./fixtures";
import { usersOfThisSpec } from "./spec-users";

/** This spec's own users (spec-users.ts). */
const { REP, ADMIN } = usersOfThisSpec("dashboard");

function toast(page: Page, title: string, description?: string) {
  const toasts = page.locator("[data-sonner-toast]").filter({ hasText: title });
  return (description ? toasts.filter({ hasText: description }) : toasts).first();
}

function statCard(page: Page, title: string) {
  return page.getByRole("group", { name: title });
}

const DAY = 24 * 3600 * 1000;

function storedTemplate(index: number, daysAgo: number, repId: string) {
  return {
    id: `t-${index}`,
    name: `Template number ${index}`,
    body_plain: `Hello from template ${index}: https://example.com/t${index}`,
    rep_id: repId,
    updated_at: new Date(Date.now() - daysAgo * DAY).toISOString(),
  };
}

/** The signed-in user's id, asked of the server with the page's session cookie. */
async function signedInUserId(page: Page): Promise<string> {
  const response = await page.request.get("/api/auth/verify");
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { user: { id: string } }).user.id;
}

test.describe("dashboard as a rep", () => {
  test.use({ storageState: REP.signedIn });

  test.beforeEach(async ({ context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  });

  test("shows the title, tagline, buttons and the four stat cards with the rep's promo code", async ({ page }) => {
    const promoResponse = await page.request.get("/api/user/promo-code");
    const { promoCode } = (await promoResponse.json()) as { promoCode: string };
    expect(promoCode).toMatch(/\S/);
    await openSignedIn(page);

    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "RMI Music Dashboard" })).toBeVisible();
    await expect(main.getByText("Rent - Play - Fundraise")).toBeVisible();
    await expect(main.getByRole("link", { name: "Email Templates" })).toHaveAttribute("href", "/communications");
    await expect(main.getByRole("link", { name: "Share Assets" })).toHaveAttribute("href", "/assets");

    await expect(statCard(page, "Email Templates")).toContainText("0");
    await expect(statCard(page, "Email Templates")).toContainText("0 created this week");
    await expect(statCard(page, "Active Assets")).toContainText("RMI Music resources");
    await expect(statCard(page, "Active Assets")).toContainText(/\d/);
    await expect(statCard(page, "Link Clicks")).toContainText("Asset engagement");
    await expect(statCard(page, "Your Promo Code")).toContainText(promoCode);
    await expect(statCard(page, "Your Promo Code")).toContainText("Share with customers");

    const actions = page.getByRole("region", { name: "Quick Actions" });
    await expect(actions.getByRole("link", { name: /Create Email Template/ })).toHaveAttribute(
      "href",
      "/communications",
    );
    await expect(actions.getByRole("link", { name: /Browse Asset Library/ })).toHaveAttribute("href", "/assets");
    await expect(actions.getByRole("link", { name: /View Resources/ })).toHaveAttribute("href", "/resources");
  });

  test("the promo code card says 'Loading...' until the browser's request for it is answered", async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/user/promo-code", async (route) => {
      await held;
      await route.continue();
    });
    await navigateToDashboard(page);
    await expect(statCard(page, "Your Promo Code")).toContainText("Loading...");
    await expect(statCard(page, "Your Promo Code")).not.toContainText("Share with customers");
    release();
    await expect(statCard(page, "Your Promo Code")).toContainText("Share with customers");
    await expect(statCard(page, "Your Promo Code")).not.toContainText("Loading...");
  });

  test("recent templates: empty state, then a template saved in the builder appears and copies", async ({ page }) => {
    await openSignedIn(page);
    const recent = page.getByRole("region", { name: "Recent Email Templates" });
    await expect(recent.getByText("No templates created yet")).toBeVisible();
    await recent.getByRole("link", { name: "Create your first template" }).click();
    await expect(page).toHaveURL(/\/communications$/);

    await page.getByLabel("Email text").fill("Our band night is on https://example.com/band-night");
    await page.getByRole("button", { name: "Save Template" }).click();
    await page.getByRole("dialog", { name: "Save Template" }).getByLabel("Template name").fill("Band night invite");
    await page.keyboard.press("Enter");
    await expect(toast(page, "Template saved")).toBeVisible();

    await page.goto("/");
    await expect(recent.getByText("Band night invite")).toBeVisible();
    const today = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" }).format(
      new Date(),
    );
    await expect(recent.getByText(`Updated ${today}`)).toBeVisible();
    await expect(statCard(page, "Email Templates")).toContainText("1 created this week");
    await expect(recent.getByRole("link", { name: /View all templates/ })).toHaveCount(0);

    await recent.getByRole("button", { name: "Copy Band night invite" }).click();
    await expect(toast(page, "Copied!", "Template copied to clipboard")).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(
      /^Our band night is on https:\/\/example\.com\/band-night\?utm_source=[\w-]+&utm_campaign=rmi$/,
    );
  });

  test("over 5 templates: the 5 newest and 'View all templates (N)'; 'created this week' counts recent ones", async ({
    page,
  }) => {
    await openSignedIn(page);
    const repId = await signedInUserId(page);
    const own = [
      storedTemplate(1, 30, repId),
      storedTemplate(2, 1, repId),
      storedTemplate(3, 10, repId),
      storedTemplate(4, 2, repId),
      storedTemplate(5, 3, repId),
      storedTemplate(6, 0, repId),
    ];
    // Another user of the same browser saved one too: it is neither listed nor counted.
    const templates = [...own, storedTemplate(7, 0, "another-user")];
    await page.evaluate((value) => localStorage.setItem("emailTemplates", JSON.stringify(value)), templates);
    await page.reload();

    const recent = page.getByRole("region", { name: "Recent Email Templates" });
    await expect(recent.getByRole("listitem")).toHaveCount(5);
    await expect(recent.getByRole("listitem").first()).toContainText("Template number 6");
    await expect(recent.getByText("Template number 1", { exact: true })).toHaveCount(0);
    await expect(recent.getByText("Template number 7", { exact: true })).toHaveCount(0);
    await expect(recent.getByRole("link", { name: "View all templates (6)" })).toHaveAttribute(
      "href",
      "/communications",
    );
    await expect(statCard(page, "Email Templates")).toContainText("6");
    await expect(statCard(page, "Email Templates")).toContainText("4 created this week");
  });

  test("quick asset access copies a tracked asset link and opens the asset in a new tab", async ({ page }) => {
    await openSignedIn(page);
    const quick = page.getByRole("region", { name: "Quick Asset Access" });
    const first = quick.getByRole("listitem").filter({ hasText: "Rental Program Overview" });
    await expect(first).toContainText("PDF");
    await expect(first).toContainText("One-page overview of the instrument rental program");
    await expect(first.getByRole("link", { name: "Open Rental Program Overview in a new tab" })).toHaveAttribute(
      "target",
      "_blank",
    );
    await expect(quick.getByRole("link", { name: /^View all assets \(\d+\)$/ })).toHaveAttribute("href", "/assets");

    await first.getByRole("button", { name: "Copy tracked link to Rental Program Overview" }).click();
    await expect(toast(page, "Copied!", "Asset link copied to clipboard")).toBeVisible();
    const copied = new URL(await page.evaluate(() => navigator.clipboard.readText()));
    expect(copied.pathname).toMatch(/^\/uploads\/[0-9a-f-]{36}\.pdf$/);
    expect(copied.origin).toBe(new URL(page.url()).origin);
    expect(copied.searchParams.get("utm_campaign")).toMatch(/^asset_/);
    expect(copied.searchParams.get("utm_medium")).toBe("rmi");
    expect(copied.searchParams.get("utm_source")).toMatch(/\S/);
  });

  test("no assets: 'No assets available'; a failed stats query shows a toast and the page stays usable", async ({
    page,
  }) => {
    await page.route(
      (url) => url.pathname === "/api/assets",
      (route) => route.fulfill({ status: 200, contentType: "application/json", body: "[]" }),
    );
    await page.route("**/api/link-tracking/stats", (route) => route.fulfill({ status: 500, body: "stats down" }));
    await navigateToDashboard(page);
    const quick = page.getByRole("region", { name: "Quick Asset Access" });
    await expect(quick.getByText("No assets available")).toBeVisible();
    await expect(quick.getByText("Assets will appear here once added by admin")).toBeVisible();
    await expect(statCard(page, "Active Assets")).toContainText("0");
    await expect(toast(page, "Error loading link clicks", "500: stats down")).toBeVisible({ timeout: 20_000 });
    await expect(
      page.getByRole("region", { name: "Quick Actions" }).getByRole("link", { name: /View Resources/ }),
    ).toBeVisible();
  });

  test("an outage (503) shows one notice instead of a toast; the data loads once the portal answers", async ({
    page,
  }) => {
    let down = true;
    const unavailable = { error: { code: "service_unavailable", message: "The service is temporarily unavailable." } };
    for (const path of ["**/api/link-tracking/stats", "**/api/health"]) {
      await page.route(path, (route) =>
        down ? route.fulfill({ status: 503, headers: { "Retry-After": "1" }, json: unavailable }) : route.fallback(),
      );
    }
    await navigateToDashboard(page);
    const notice = page.getByRole("status").filter({ hasText: "The portal is temporarily unavailable." });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText("You are still signed in");
    // The stats query has given up (after its retries): still no toast, the notice speaks for it.
    await expect(statCard(page, "Link Clicks")).toContainText("–", { timeout: 20_000 });
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);

    down = false;
    await expect(notice).toBeHidden({ timeout: 20_000 });
    await expect(statCard(page, "Link Clicks")).toContainText(/\d/);
    await expect(statCard(page, "Link Clicks")).not.toContainText("–");
  });

  for (const width of [1280, 390]) {
    test(`no accessibility violations in dark and light at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width > 768 ? 800 : 844 });
      await openSignedIn(page);
      const repId = await signedInUserId(page);
      await page.evaluate(
        (value) => localStorage.setItem("emailTemplates", JSON.stringify(value)),
        [storedTemplate(1, 0, repId), storedTemplate(2, 9, repId)],
      );
      await page.reload();
      await expect(statCard(page, "Your Promo Code")).toContainText("Share with customers");
      await expect(page.getByRole("region", { name: "Recent Email Templates" }).getByRole("listitem")).toHaveCount(2);
      await expect(
        page.getByRole("region", { name: "Quick Asset Access" }).getByRole("listitem").first(),
      ).toBeVisible();
      await expectNoAxeViolations(page);
      await page.evaluate(() => localStorage.setItem("theme", "light"));
      await page.reload();
      await expect(page.locator("html")).not.toHaveClass(/dark/);
      await expect(statCard(page, "Your Promo Code")).toContainText("Share with customers");
      await expectNoAxeViolations(page);
    });
  }
});

test("Link Clicks counts what Activity counts (people's opens of a share too) and leads to Activity", async ({
  browser,
  page,
  playwright,
}) => {
  test.setTimeout(120_000);
  // A rep of its own, so the figures are this test's alone.
  const rep = { email: `dashboard.${Date.now()}@example.com`, password: "dashboard123" };
  const admin = await browser.newContext({ storageState: ADMIN.storageState });
  const created = await admin.request.post("/api/admin/users", { headers: OWN_PAGE, data: rep });
  expect(created.status()).toBe(201);
  await admin.close();
  await signInWithPassword(page, rep);

  const [brand] = (await (await page.request.get("/api/brands")).json()) as { id: string }[];
  const [asset] = (await (await page.request.get(`/api/assets?brandId=${brand?.id ?? ""}`)).json()) as {
    id: string;
  }[];
  const shared = await page.request.post("/api/assets/share", { headers: OWN_PAGE, data: { assetId: asset?.id } });
  const { shareSlug } = (await shared.json()) as { shareSlug: string };
  // Two customers' browsers open the shared asset (no session: not the rep's own opens).
  const customer = await playwright.request.newContext({
    baseURL: new URL(page.url()).origin,
    storageState: { cookies: [], origins: [] },
  });
  for (let open = 0; open < 2; open++) {
    expect((await customer.get(`/asset/${shareSlug}`, { headers: PERSON })).status()).toBe(200);
  }
  await customer.dispose();

  const card = statCard(page, "Link Clicks");
  await expect
    .poll(
      async () => {
        await page.goto("/");
        return (await card.getByText(/^\d+$/).textContent()) ?? "";
      },
      { timeout: 20_000 },
    )
    .toBe("2");
  await expect(card).toContainText("Asset engagement");
  await expect(card).toContainText(
    "People's clicks on your links, opens of your shares and visits of your rooms, last 30 days",
  );
  // The rep has not opened Activity yet: both opens are new.
  await expect(card.getByRole("link", { name: "2 new since you last looked" })).toHaveAttribute("href", "/activity");
  const activity = (await (await page.request.get("/api/activity")).json()) as {
    links: { last30Days: number }[];
    shares: { last30Days: number }[];
  };
  const counted = [...activity.links, ...activity.shares].reduce((sum, item) => sum + item.last30Days, 0);
  expect(counted).toBe(2);

  await card.getByRole("link", { name: "See Activity" }).click();
  await expect(page).toHaveURL(/\/activity$/);
  await expect(page.getByRole("heading", { level: 1, name: "Activity" })).toBeVisible();
});
