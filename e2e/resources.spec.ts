import type { Page } from "@playwright/test";
import { animationsDone, expect, expectNoAxeViolations, openSignedIn, test, waitForHydration } from "./fixtures";
import { usersOfThisSpec } from "./spec-users";

/** This spec's own users (spec-users.ts). */
const { REP } = usersOfThisSpec("resources");

const TEMPLATES = [
  "School District Introduction Email",
  "Band Director Follow-up",
  "Band Director Outreach - Virtual Booster Club",
  "Parent Quote Template",
];

const section = (page: Page, name: string) =>
  page.locator("[data-slot=card]").filter({ has: page.getByRole("heading", { level: 2, name, exact: true }) });

async function openResources(page: Page) {
  await page.goto("/resources");
  await expect(page.getByRole("heading", { level: 1, name: "Resource Center" })).toBeVisible();
  await waitForHydration(page);
}

/**
 * Opens the Resource Center from the dashboard's Quick Actions, a client-side navigation: the browser
 * then loads its lists from the API, which a test can answer (a whole page's load carries the server's).
 */
async function navigateToResources(page: Page) {
  await openSignedIn(page);
  await page.getByRole("link", { name: /^View Resources/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Resource Center" })).toBeVisible();
}

test.describe("Resource Center as a rep", () => {
  test.use({ storageState: REP.signedIn });

  test("shows the tiles, the updates card and the server's resources with their actions", async ({ page }) => {
    await openResources(page);
    for (const tile of ["Pricing Updates", "Training Videos", "Communication Templates", "FAQs"]) {
      await expect(page.getByRole("heading", { level: 2, name: tile, exact: true })).toBeVisible();
    }
    await expect(section(page, "Recent Updates & Announcements")).toContainText(
      "There are no recent updates or announcements.",
    );

    const docs = section(page, "Documentation & Resources");
    const rows = docs.getByRole("listitem");
    await expect(rows).toHaveCount(3);
    const expected = { "Sales Training Guide": "Download", "Price List 2026": "Download", "Program FAQ": "View" };
    for (const [title, action] of Object.entries(expected)) {
      const link = rows.filter({ hasText: title }).getByRole("link");
      await expect(link).toHaveText(new RegExp(`^${action}`));
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
      await expect(link).toHaveAttribute("href", /^\/uploads\/[0-9a-f-]{36}\.pdf$/);
    }
    // A new tab asks for the PDF (which the headless shell downloads rather than shows).
    const popup = page.waitForEvent("popup");
    const asked = page.context().waitForEvent("request", (request) => request.url().includes("/uploads/"));
    await rows.filter({ hasText: "Program FAQ" }).getByRole("link").click();
    await popup;
    expect(new URL((await asked).url()).pathname).toMatch(/^\/uploads\/[0-9a-f-]{36}\.pdf$/);
  });

  test("a video is watched; an empty list and long or script texts are handled", async ({ page }) => {
    const script = "<script>document.title='pwned'</script>";
    const long = "Lorem-ipsum-dolor-sit-amet-".repeat(20);
    await page.route("**/api/resources?**", (route) =>
      route.fulfill({
        json: [
          {
            id: "r1",
            title: "Product Demo",
            description: "A video.",
            type: "Video",
            url: "https://videos.example.com/demo",
            createdAt: "2026-01-01T00:00:00Z",
          },
          {
            id: "r2",
            title: script,
            description: long,
            type: "other",
            url: "https://example.com/x",
            createdAt: "2026-01-01T00:00:00Z",
          },
        ],
      }),
    );
    await page.setViewportSize({ width: 390, height: 844 });
    await navigateToResources(page);
    const rows = section(page, "Documentation & Resources").getByRole("listitem");
    await expect(rows.filter({ hasText: "Product Demo" }).getByRole("link")).toHaveText(/^Watch/);
    await expect(rows.filter({ hasText: script }).getByRole("link")).toHaveText(/^View/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await page.title()).not.toBe("pwned");

    await page.route("**/api/resources?**", (route) => route.fulfill({ json: [] }));
    await navigateToResources(page);
    await expect(page.getByText("No resources available for this brand")).toBeVisible();
  });

  test("the Commission Tracking Guide opens one section at a time and collapses", async ({ page }) => {
    await openResources(page);
    const guide = section(page, "Commission Tracking Guide");
    const tracking = guide.getByRole("button", { name: "Tracking Methods" });
    const schedule = guide.getByRole("button", { name: "Commission Payment Schedule" });
    const practices = guide.getByRole("button", { name: "Best Practices" });
    for (const trigger of [tracking, schedule, practices])
      await expect(trigger).toHaveAttribute("aria-expanded", "false");

    // Each section opens and closes with a height animation, which moves the triggers below it.
    await tracking.click();
    await expect(tracking).toHaveAttribute("aria-expanded", "true");
    await animationsDone(guide);
    await expect(guide).toContainText("REP123");
    await expect(guide).toContainText("90-day attribution window");

    await schedule.click();
    await expect(schedule).toHaveAttribute("aria-expanded", "true");
    await expect(tracking).toHaveAttribute("aria-expanded", "false");
    await animationsDone(guide);
    await expect(guide).toContainText(
      "Commissions are calculated monthly and paid by the 15th of the following month.",
    );
    for (const [category, rate] of [
      ["Instruments", "8-12%"],
      ["Accessories", "15-20%"],
      ["Services", "10-25%"],
    ]) {
      await expect(guide.getByRole("definition").filter({ hasText: rate })).toBeVisible();
      await expect(guide.getByRole("term").filter({ hasText: category })).toBeVisible();
    }

    await practices.click();
    await expect(schedule).toHaveAttribute("aria-expanded", "false");
    await animationsDone(guide);
    await expect(guide.getByRole("heading", { name: "DO's" })).toBeVisible();
    await expect(guide.getByRole("heading", { name: "DON'Ts" })).toBeVisible();

    await practices.click();
    await expect(practices).toHaveAttribute("aria-expanded", "false");
  });

  test("the Sales Calendar shows the upcoming demo event, or 'No upcoming events'", async ({ page }) => {
    await openResources(page);
    const calendar = section(page, "Sales Calendar");
    const event = calendar.getByRole("listitem").filter({ hasText: "Back-to-School Rental Night" });
    await expect(event).toBeVisible();
    await expect(event).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4} \d{1,2}:\d{2} (AM|PM)/);
    await expect(event).toContainText("training");

    await page.route("**/api/calendar-events?**", (route) => route.fulfill({ json: [] }));
    await navigateToResources(page);
    await expect(section(page, "Sales Calendar")).toContainText("No upcoming events");
  });

  test("Use Template stores the pending template and opens the email builder", async ({ page }) => {
    // The builder may take the pending template at once; remember what was stored.
    await page.addInitScript(() => {
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (key: string, value: string) {
        if (key === "pendingTemplate") sessionStorage.setItem("e2e-pending-template", value);
        setItem.call(this, key, value);
      };
    });
    await openResources(page);
    const templates = section(page, "Communication Templates & Assets");
    for (const name of TEMPLATES) await expect(templates.getByRole("heading", { name, exact: true })).toBeVisible();
    await expect(templates.getByRole("link", { name: /QR Code Assets/ })).toHaveAttribute("href", "/communications");

    await templates
      .getByRole("listitem")
      .filter({ hasText: "Parent Quote Template" })
      .getByRole("button", { name: "Use Template" })
      .click();
    await expect(page).toHaveURL(/\/communications$/);
    const stored = JSON.parse((await page.evaluate(() => sessionStorage.getItem("e2e-pending-template"))) ?? "null");
    expect(stored).toMatchObject({ id: "parent-quote", name: "Parent Quote Template" });
    expect(stored.body_plain).toContain("[Recipient Name]");
    expect(stored.body_plain).toContain("[Promo Code]");
    expect(stored.body_plain).toContain("RMI Music");
  });

  test("a server error shows a toast and the page stays usable", async ({ page }) => {
    await page.route("**/api/resources?**", (route) => route.fulfill({ status: 500, body: "resources down" }));
    await navigateToResources(page);
    await expect(page.getByText("Failed to load resources")).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText("500: resources down")).toBeVisible();
    await expect(page.getByText("No resources available for this brand")).toBeVisible();
    await expect(section(page, "Sales Calendar")).toContainText("Back-to-School Rental Night");
  });

  for (const width of [1280, 390]) {
    test(`no accessibility violations in dark and light at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width > 768 ? 800 : 844 });
      for (const theme of ["dark", "light"]) {
        await page.goto("/resources");
        await page.evaluate((value) => localStorage.setItem("theme", value), theme);
        await page.reload();
        await expect(section(page, "Sales Calendar")).toContainText("Back-to-School Rental Night");
        await expect(section(page, "Documentation & Resources").getByRole("listitem")).toHaveCount(3);
        await section(page, "Commission Tracking Guide")
          .getByRole("button", { name: "Commission Payment Schedule" })
          .click();
        await expectNoAxeViolations(page);
      }
    });
  }
});
