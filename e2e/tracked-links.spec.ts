import type { Page } from "@playwright/test";
import { collectConsoleErrors, expect, expectNoAxeViolations, openSignedIn, OWN_PAGE, PERSON, test } from "./fixtures";
import { makeTrackedLink, signInNewRep, usersOfThisSpec } from "./spec-users";

/** This spec's own users (spec-users.ts). */
const { REP } = usersOfThisSpec("tracked-links");

/** The rep's one link when the spec starts. */
test.beforeAll(() => makeTrackedLink(REP, "Spring Rental Promo", "https://example.com/spring-rentals"));

function toast(page: Page, title: string, description?: string) {
  const toasts = page.locator("[data-sonner-toast]").filter({ hasText: title });
  return (description ? toasts.filter({ hasText: description }) : toasts).first();
}

function linkRow(page: Page, name: string) {
  return page.getByRole("region", { name: "My Tracked Links" }).getByRole("row").filter({ hasText: name });
}

function form(page: Page) {
  return page.getByRole("region", { name: "Create New Tracked Link" });
}

test.describe("tracked links as a rep", () => {
  test.use({ storageState: REP.signedIn });

  test.beforeEach(async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await openSignedIn(page);
    await page.goto("/tracked-links");
    await expect(page.getByRole("heading", { level: 1, name: "Tracked Links" })).toBeVisible();
  });

  test("lists the rep's link with its short URL, clicks, status and actions", async ({ page }) => {
    const origin = new URL(page.url()).origin;
    const table = page.getByRole("region", { name: "My Tracked Links" }).getByRole("table");
    for (const column of ["Name", "Short URL", "Original URL", "Clicks", "Status", "Actions"]) {
      await expect(table.getByRole("columnheader", { name: column })).toBeVisible();
    }
    const row = linkRow(page, "Spring Rental Promo");
    await expect(row).toContainText(new RegExp(`${origin.replace(/\./g, "\\.")}/go/[\\w-]+`));
    await expect(row.getByText("https://example.com/spring-rentals")).toHaveAttribute(
      "title",
      "https://example.com/spring-rentals",
    );
    await expect(row).toContainText("Active");
    await expect(row.getByRole("link", { name: "Open Spring Rental Promo in a new tab" })).toHaveAttribute(
      "target",
      "_blank",
    );

    const shortUrl = (await row.getByText(/\/go\//).textContent()) ?? "";
    await row.getByRole("button", { name: "Copy short link of Spring Rental Promo" }).click();
    await expect(toast(page, "Copied!", "Link copied to clipboard")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shortUrl);
  });

  test("the form says what is wrong once, beside the form, and Cancel closes and clears it", async ({ page }) => {
    await page.getByRole("button", { name: "Create Link" }).click();
    await expect(form(page)).toBeVisible();
    await expect(form(page).getByLabel("Original URL")).toHaveAttribute("type", "url");

    await form(page).getByRole("button", { name: "Create Link" }).click();
    await expect(form(page).getByRole("alert")).toHaveText("Please provide both name and URL.");
    await expect(page.getByText("Please provide both name and URL.")).toHaveCount(1);

    await form(page).getByLabel("Link Name").fill("Bad link");
    await form(page).getByLabel("Original URL").fill("not a web address");
    await form(page).getByRole("button", { name: "Create Link" }).click();
    await expect(form(page).getByRole("alert")).toHaveText("Please enter a valid URL.");
    await expect(page.getByText("Please enter a valid URL.")).toHaveCount(1);

    await form(page).getByLabel("Original URL").fill("   ");
    await form(page).getByRole("button", { name: "Create Link" }).click();
    await expect(form(page).getByRole("alert")).toHaveText("Please provide both name and URL.");
    // Said beside the form only: no toast repeats it.
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);

    await form(page).getByRole("button", { name: "Cancel" }).click();
    await expect(form(page)).toBeHidden();
    await page.getByRole("button", { name: "Create Link" }).click();
    await expect(form(page).getByLabel("Link Name")).toHaveValue("");
    await expect(form(page).getByLabel("Original URL")).toHaveValue("");
  });

  test("a host typed without https:// is created with it, and no error stays behind", async ({ page }) => {
    await page.getByRole("button", { name: "Create Link" }).click();
    await form(page).getByLabel("Link Name").fill("Band Night");
    await form(page).getByRole("button", { name: "Create Link" }).click();
    await expect(form(page).getByRole("alert")).toHaveText("Please provide both name and URL.");
    await form(page).getByLabel("Original URL").fill("rmi.example.com/band-night");
    await form(page).getByRole("button", { name: "Create Link" }).click();

    await expect(toast(page, "Link created!", "Your tracked link has been generated.")).toBeVisible();
    await expect(form(page)).toBeHidden();
    await expect(linkRow(page, "Band Night")).toContainText("https://rmi.example.com/band-night");
    await expect(page.getByText("Please provide both name and URL.")).toHaveCount(0);
    await expect(toast(page, "Error")).toHaveCount(0);
  });

  test("a rep renames, deactivates, activates and deletes their own link", async ({ page }) => {
    const created = await page.request.post("/api/tracked-links", {
      headers: OWN_PAGE,
      data: { name: "Summer Camp", originalUrl: "https://example.com/summer-camp" },
    });
    expect(created.status()).toBe(201);
    const { slug } = (await created.json()) as { slug: string };
    await page.reload();

    await linkRow(page, "Summer Camp").getByRole("button", { name: "Rename Summer Camp" }).click();
    const dialog = page.getByRole("dialog", { name: "Rename Link" });
    await dialog.getByLabel("Link Name").fill("  ");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByText("Please enter a name for the link.")).toBeVisible();
    await dialog.getByLabel("Link Name").fill("Summer Band Camp");
    await dialog.getByLabel("Link Name").press("Enter");
    await expect(toast(page, "Link renamed")).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = linkRow(page, "Summer Band Camp");
    await expect(row).toContainText("Active");

    await row.getByRole("button", { name: "Deactivate Summer Band Camp" }).click();
    await expect(toast(page, "Link deactivated")).toBeVisible();
    await expect(row).toContainText("Inactive");
    const customer = await page.context().request.fetch(`/go/${slug}`, {
      maxRedirects: 0,
      headers: PERSON,
    });
    expect(customer.status()).toBe(404);

    await row.getByRole("button", { name: "Activate Summer Band Camp" }).click();
    await expect(toast(page, "Link activated")).toBeVisible();
    await expect(row.getByRole("cell").nth(4)).toHaveText("Active");

    await row.getByRole("button", { name: "Delete Summer Band Camp" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Are you sure you want to delete this link?" });
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(row).toBeVisible();
    await row.getByRole("button", { name: "Delete Summer Band Camp" }).click();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, "Link deleted successfully")).toBeVisible();
    await expect(linkRow(page, "Summer Band Camp")).toHaveCount(0);
  });

  test("creates a link ('Creating...'), lists it, and its short URL redirects and counts the click", async ({
    page,
    playwright,
  }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/tracked-links", async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    });
    await page.getByRole("button", { name: "Create Link" }).click();
    await form(page).getByLabel("Link Name").fill("Fall Open House");
    await form(page).getByLabel("Original URL").fill("https://example.com/fall-open-house");
    await form(page).getByRole("button", { name: "Create Link" }).click();
    await expect(form(page).getByRole("button", { name: "Creating..." })).toBeDisabled();
    release();

    await expect(toast(page, "Link created!", "Your tracked link has been generated.")).toBeVisible();
    await expect(form(page)).toBeHidden();
    const row = linkRow(page, "Fall Open House");
    await expect(row).toContainText("https://example.com/fall-open-house");
    await expect(row.getByRole("cell").nth(3)).toHaveText("0");

    const shortUrl = (await row.getByText(/\/go\//).textContent()) ?? "";
    const slug = shortUrl.split("/go/")[1] ?? "";
    expect(slug).toMatch(/^[\w-]+$/);
    // A customer's browser: the rep's own click (this page's session) would not count. An explicit
    // empty state, or the project's stored sign-in would be used.
    const customer = await playwright.request.newContext({
      baseURL: new URL(page.url()).origin,
      storageState: { cookies: [], origins: [] },
    });
    const visit = await customer.get(`/go/${slug}`, { maxRedirects: 0, headers: PERSON });
    expect(visit.status()).toBe(302);
    expect(visit.headers().location).toBe("https://example.com/fall-open-house");
    await customer.dispose();

    await expect
      .poll(
        async () => {
          await page.reload();
          return linkRow(page, "Fall Open House").getByRole("cell").nth(3).textContent();
        },
        { timeout: 20_000 },
      )
      .toBe("1");
  });

  test("a server error on create shows its message, or the fallback", async ({ page }) => {
    let answer = {
      status: 409,
      body: JSON.stringify({ error: { code: "conflict", message: "That link already exists." } }),
    };
    await page.route("**/api/tracked-links", (route) =>
      route.request().method() === "POST"
        ? route.fulfill({ ...answer, contentType: "application/json" })
        : route.continue(),
    );
    await page.getByRole("button", { name: "Create Link" }).click();
    await form(page).getByLabel("Link Name").fill("Twice");
    await form(page).getByLabel("Original URL").fill("https://example.com/twice");
    const consoleErrors = collectConsoleErrors(page);
    await form(page).getByRole("button", { name: "Create Link" }).click();
    await expect(toast(page, "Error", "That link already exists.")).toBeVisible();
    await expect(form(page)).toBeVisible();

    answer = { status: 500, body: "" };
    await form(page).getByRole("button", { name: "Create Link" }).click();
    await expect(toast(page, "Error", "Failed to create tracked link.")).toBeVisible({ timeout: 15_000 });
    await expect(form(page).getByLabel("Link Name")).toHaveValue("Twice");
    expect(consoleErrors).toEqual([]);

    // The server answers again: the success takes the failure's place instead of stacking under it.
    await page.unroute("**/api/tracked-links");
    await form(page).getByRole("button", { name: "Create Link" }).click();
    await expect(toast(page, "Link created!", "Your tracked link has been generated.")).toBeVisible();
    await expect(toast(page, "Error")).toHaveCount(0);
  });

  test("no links: 'No tracked links yet' with a Create Link button", async ({ page }) => {
    // A rep who has made none: the server paints the list, so it is theirs, not a stubbed answer.
    await signInNewRep(page, "tracked-links", "Nolan");
    await page.goto("/tracked-links");
    const card = page.getByRole("region", { name: "My Tracked Links" });
    await expect(card.getByText("No tracked links yet")).toBeVisible();
    await card.getByRole("button", { name: "Create Link" }).click();
    await expect(form(page)).toBeVisible();
  });

  for (const width of [1280, 390]) {
    test(`no accessibility violations in dark and light at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width > 768 ? 800 : 844 });
      const card = page.getByRole("region", { name: "My Tracked Links" });
      await expect(card.getByText("Spring Rental Promo").locator("visible=true")).toBeVisible();
      if (width < 768) await expect(card.getByRole("table")).toBeHidden();
      else await expect(card.getByRole("table")).toBeVisible();
      await page.getByRole("button", { name: "Create Link" }).click();
      await expect(form(page)).toBeVisible();
      await expectNoAxeViolations(page);
      await page.evaluate(() => localStorage.setItem("theme", "light"));
      await page.reload();
      await expect(page.locator("html")).not.toHaveClass(/dark/);
      await expect(card.getByText("Spring Rental Promo").locator("visible=true")).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
