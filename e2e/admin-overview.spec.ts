import type { Analytics } from "@/lib/contract/admin-analytics";
import type { Browser, Page } from "@playwright/test";
import {
  collectConsoleErrors,
  expect,
  expectNoAxeViolations,
  newSignedOutContext,
  OWN_PAGE,
  PERSON,
  signInWithPassword,
  test,
  waitForHydration,
} from "./fixtures";
import { makeTrackedLink, usersOfThisSpec } from "./spec-users";

/** This spec's own users (spec-users.ts). */
const { REP, ADMIN } = usersOfThisSpec("admin-overview");

const DATE = /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/;

function toast(page: Page, title: string, description?: string) {
  const toasts = page.locator("[data-sonner-toast]").filter({ hasText: title });
  return (description ? toasts.filter({ hasText: description }) : toasts).first();
}

const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });
const row = (page: Page, card: string, text: string) => region(page, card).getByRole("row").filter({ hasText: text });

/** A tracked link of the spec's rep, made through the portal API, as the Links tab shows it. */
async function createRepLink(name: string) {
  const originalUrl = `https://example.com/${encodeURIComponent(name)}`;
  const slug = await makeTrackedLink(REP, name, originalUrl);
  return { slug, originalUrl, creator: REP.name };
}

/** Signs in from a fresh browser: the portal opens, or the login screen refuses with the auth service's reason. */
async function expectSignIn(browser: Browser, user: { email: string; password: string }, outcome: "works" | "refused") {
  const context = await newSignedOutContext(browser);
  const page = await context.newPage();
  if (outcome === "works") {
    await signInWithPassword(page, user);
  } else {
    await page.goto("/login");
    await page.getByRole("tabpanel", { name: "Password" }).getByLabel("Email").fill(user.email);
    await page.locator("#password-login-password").fill(user.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("tabpanel", { name: "Password" }).getByRole("alert")).toHaveText(
      "Invalid email or password.",
    );
    await expect(page).toHaveURL(/\/login$/);
  }
  await context.close();
}

/** A card's rows: a table from 768px, a list of cards below. */
const rows = (page: Page, card: string) =>
  region(page, card).getByRole("table").or(region(page, card).getByRole("list"));

/**
 * Opens a tab by its address and waits until its tables or cards (and on Analytics the chart) are
 * shown, and its buttons answer (the server's HTML shows them before the page has hydrated).
 */
async function openTab(page: Page, tab: "analytics" | "users" | "links") {
  await page.goto(tab === "analytics" ? "/admin" : `/admin?tab=${tab}`);
  if (tab === "analytics") {
    await expect(region(page, "Clicks per day").getByRole("img")).toBeVisible();
    for (const card of ["Top Performing Links", "Recent Users"]) await expect(rows(page, card)).toBeVisible();
  } else {
    await expect(rows(page, tab === "users" ? "Users" : "Tracked Links")).toBeVisible();
  }
  await waitForHydration(page);
}

test.describe("the admin overview as an admin", () => {
  test.use({ storageState: ADMIN.signedIn });

  test("opens on Analytics painted by the server: four cards, the clicks chart and both tables, no API call", async ({
    page,
    request,
  }) => {
    const name = `Analytics link ${Date.now()}`;
    const link = await createRepLink(name);
    for (let click = 0; click < 3; click++) {
      const response = await request.get(`/go/${link.slug}`, { headers: PERSON, maxRedirects: 0 });
      expect(response.status()).toBe(302);
    }
    // Hits are written about 2 s later (the buffer holds a GET for a following HEAD): wait for them.
    await expect
      .poll(async () => {
        const links = (await (await request.get("/api/admin/tracked-links")).json()) as {
          slug: string;
          clickCount: number;
        }[];
        return links.find((l) => l.slug === link.slug)?.clickCount;
      })
      .toBe(3);

    // The tab is rendered on the server: the browser asks none of its admin API calls.
    const asked: string[] = [];
    page.on("request", (sent) => {
      if (/\/api\/admin\/(analytics|users|link-stats|funnel|quotes)$/.test(new URL(sent.url()).pathname)) {
        asked.push(sent.url());
      }
    });
    await page.goto("/admin");
    await expect(page.getByRole("tab", { name: "Analytics" })).toHaveAttribute("aria-selected", "true");

    const cards = [
      ["Total Users", /^[\d,]+$/, /^\d+ new this month$/],
      ["Total Links", /^[\d,]+$/, /^\d+ created this month$/],
      ["Total Clicks", /^[\d,]+$/, /^\d+ clicks this month$/],
      ["Conversion Rate", /^\d+(\.\d{1,2})?%$/, /^From link clicks to quotes$/],
    ] as const;
    for (const [title, value, detail] of cards) {
      const card = page.getByRole("group", { name: title });
      await expect(card.locator("p").first()).toHaveText(value);
      await expect(card.locator("p").nth(1)).toHaveText(detail);
    }

    const top = row(page, "Top Performing Links", name);
    await expect(top.getByRole("cell")).toHaveText([new RegExp(`${name}/go/${link.slug}`), "3", link.creator]);
    const topRows = region(page, "Top Performing Links").getByRole("row");
    await expect(topRows).not.toHaveCount(1);
    expect(await topRows.count()).toBeLessThanOrEqual(6);

    const recent = region(page, "Recent Users");
    for (const column of ["Name", "Email", "Joined"])
      await expect(recent.getByRole("columnheader", { name: column })).toBeVisible();
    expect(await recent.getByRole("row").count()).toBeLessThanOrEqual(6);
    await expect(recent.getByRole("row").nth(1).getByRole("cell").nth(2)).toHaveText(DATE);

    const chart = region(page, "Clicks per day");
    await expect(
      chart.getByRole("img", {
        name: /^Clicks per day from [A-Z][a-z]{2} \d{1,2} to [A-Z][a-z]{2} \d{1,2}: \d+ clicks in total$/,
      }),
    ).toBeVisible();
    await expect(chart.locator("svg g > title")).toHaveCount(30);
    await expect(chart.locator("svg g > title").last()).toHaveText(/^[A-Z][a-z]{2} \d{1,2}: \d+ clicks?$/);
    const days = chart.getByRole("table", { name: "Clicks per day" }).getByRole("row");
    await expect(days).toHaveCount(31);
    // Today's clicks are the server's (one worker: no other spec clicks meanwhile), this spec's 3 among them.
    const analytics = (await (await request.get("/api/admin/analytics")).json()) as Analytics;
    await expect(days.last().getByRole("cell").nth(1)).toHaveText(String(analytics.clicksPerDay.at(-1)?.clicks));
    expect(asked).toEqual([]);
  });

  test("Users lists the spec's users with role, promo code, status and date, painted by the server", async ({
    page,
  }) => {
    // The tab is rendered on the server: the browser asks the API for no list.
    const asked: string[] = [];
    page.on("request", (sent) => {
      if (sent.method() === "GET" && new URL(sent.url()).pathname === "/api/admin/users") asked.push(sent.url());
    });
    await openTab(page, "users");
    const table = region(page, "Users").getByRole("table");
    for (const column of ["Email", "Name", "Role", "Promo Code", "Status", "Created", "Actions"]) {
      await expect(table.getByRole("columnheader", { name: column })).toBeVisible();
    }
    for (const [user, role] of [
      [ADMIN, "Admin"],
      [REP, "Sales Rep"],
    ] as const) {
      const cells = row(page, "Users", user.email).getByRole("cell");
      await expect(cells.nth(1)).toHaveText(user.name);
      await expect(cells.nth(2)).toHaveText(role);
      await expect(cells.nth(3)).toHaveText(/^[A-Z0-9_-]{3,32}$/);
      await expect(cells.nth(4)).toHaveText("Active");
      await expect(cells.nth(5)).toHaveText(DATE);
      await expect(cells.nth(6).getByRole("button", { name: `Edit ${user.email}` })).toBeVisible();
    }
    // The admin's own row offers no Delete (the server refuses it); another user's does.
    await expect(row(page, "Users", REP.email).getByRole("button", { name: `Delete ${REP.email}` })).toBeVisible();
    await expect(row(page, "Users", ADMIN.email).getByRole("button", { name: /^Delete / })).toHaveCount(0);
    expect(asked).toEqual([]);
  });

  test("Add User validates, creates a user who can sign in, refuses a duplicate; deleting ends their sign-in", async ({
    page,
    browser,
  }) => {
    const user = { email: `new.user.${Date.now()}@example.com`, password: "secret123" };
    await openTab(page, "users");
    await page.getByRole("button", { name: "Add User" }).click();
    const dialog = page.getByRole("dialog", { name: "Create New User" });
    await expect(dialog.getByLabel("Role")).toHaveValue("rep");
    await expect(dialog.getByRole("option", { name: "Sales Rep" })).toBeAttached();
    await expect(dialog.getByRole("option", { name: "Admin" })).toBeAttached();
    await expect(dialog.getByLabel("Active")).toBeChecked();

    await dialog.getByLabel("Email").fill("not-an-email");
    await dialog.getByLabel("Password").fill("123");
    await dialog.getByRole("button", { name: "Create User" }).click();
    await expect(dialog.getByText("Please enter a valid email address")).toBeVisible();
    await expect(dialog.getByText("Password must be at least 6 characters")).toBeVisible();
    await expect(dialog.getByLabel("Email")).toBeFocused();
    await expectNoAxeViolations(page);

    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/admin/users", async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    });
    await dialog.getByLabel("Email").fill(user.email);
    await dialog.getByLabel("Password").fill(user.password);
    await dialog.getByLabel("First Name").fill("Nora");
    await dialog.getByLabel("Last Name").fill("Newman");
    await dialog.getByLabel("Last Name").press("Enter");
    await expect(dialog.getByRole("button", { name: "Creating..." })).toBeDisabled();
    release();
    await expect(toast(page, "User created successfully")).toBeVisible();
    await expect(dialog).toBeHidden();
    const cells = row(page, "Users", user.email).getByRole("cell");
    await expect(cells.nth(1)).toHaveText("Nora Newman");
    await expect(cells.nth(2)).toHaveText("Sales Rep");
    await expect(cells.nth(4)).toHaveText("Active");

    await page.getByRole("button", { name: "Add User" }).click();
    await expect(dialog.getByLabel("Email")).toHaveValue("");
    await dialog.getByLabel("Email").fill(user.email);
    await dialog.getByLabel("Password").fill(user.password);
    const consoleErrors = collectConsoleErrors(page);
    await dialog.getByRole("button", { name: "Create User" }).click();
    await expect(toast(page, "Failed to create user", "A user with this email address already exists.")).toBeVisible();
    await expect(dialog).toBeVisible();
    // The 409 is handled (the toast says it), so it is not also logged as an error.
    expect(consoleErrors).toEqual([]);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole("button", { name: "Add User" }).click();
    await expect(dialog.getByLabel("Email")).toHaveValue("");
    await expect(dialog.getByLabel("Password")).toHaveValue("");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    await expectSignIn(browser, user, "works");

    await row(page, "Users", user.email)
      .getByRole("button", { name: `Delete ${user.email}` })
      .click();
    const confirm = page.getByRole("alertdialog", { name: "Are you sure you want to delete this user?" });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, "User deleted successfully")).toBeVisible();
    await expect(row(page, "Users", user.email)).toHaveCount(0);

    await expectSignIn(browser, user, "refused");
  });

  test("Edit changes a user's name, role and status; on your own row role and status are locked", async ({ page }) => {
    const user = { email: `edit.me.${Date.now()}@example.com`, password: "secret123" };
    const created = await page.request.post("/api/admin/users", {
      headers: OWN_PAGE,
      data: { ...user, firstName: "Eddie", lastName: "Before" },
    });
    expect(created.status()).toBe(201);
    await openTab(page, "users");
    await row(page, "Users", user.email)
      .getByRole("button", { name: `Edit ${user.email}` })
      .click();
    const dialog = page.getByRole("dialog", { name: "Edit User" });
    await expect(dialog.getByLabel("First Name")).toHaveValue("Eddie");
    await expect(dialog.getByLabel("Last Name")).toHaveValue("Before");
    await expect(dialog.getByLabel("Role")).toHaveValue("rep");
    await expect(dialog.getByLabel("Active")).toBeChecked();
    await dialog.getByLabel("Last Name").fill("After");
    await dialog.getByLabel("Role").selectOption("admin");
    await dialog.getByLabel("Active").uncheck();
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page, "User updated successfully")).toBeVisible();
    await expect(dialog).toBeHidden();
    const cells = row(page, "Users", user.email).getByRole("cell");
    await expect(cells.nth(1)).toHaveText("Eddie After");
    await expect(cells.nth(2)).toHaveText("Admin");
    await expect(cells.nth(4)).toHaveText("Inactive");

    await row(page, "Users", ADMIN.email)
      .getByRole("button", { name: `Edit ${ADMIN.email}` })
      .click();
    await expect(dialog.getByLabel("Role")).toBeDisabled();
    await expect(dialog.getByLabel("Active")).toBeDisabled();
    await expect(dialog.getByText("You cannot change your own role or deactivate yourself")).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
  });

  test("Rooms lists a deactivated rep's rooms, closed, and revokes one after asking", async ({ page, browser }) => {
    const rep = { email: `room.leaver.${Date.now()}@example.com`, password: "leaver1234" };
    const created = await page.request.post("/api/admin/users", { headers: OWN_PAGE, data: rep });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const context = await newSignedOutContext(browser);
    const repPage = await context.newPage();
    await signInWithPassword(repPage, rep);
    const brands = (await (await repPage.request.get("/api/brands")).json()) as { id: string; code: string }[];
    const bac = brands.find((brand) => brand.code === "bac")!.id;
    const assets = (await (await repPage.request.get(`/api/assets?brandId=${bac}`)).json()) as { id: string }[];
    const room = await repPage.request.post("/api/rooms", {
      headers: OWN_PAGE,
      data: { recipientName: "Private Recipient", brandId: bac, assetIds: [assets[0]!.id], note: "Private note" },
    });
    expect(room.status()).toBe(201);
    await context.close();
    const off = await page.request.patch(`/api/admin/users/${id}`, { headers: OWN_PAGE, data: { isActive: false } });
    expect(off.status()).toBe(200);

    await openTab(page, "users");
    await row(page, "Users", rep.email)
      .getByRole("button", { name: `Rooms of ${rep.email}` })
      .click();
    const dialog = page.getByRole("dialog", { name: "Share Rooms" });
    await expect(dialog).toContainText("inactive, so their rooms are closed");
    const listed = dialog.getByRole("listitem");
    await expect(listed).toHaveCount(1);
    await expect(listed).toContainText("BAC Events room of");
    await expect(listed).toContainText("1 asset, 0 visits");
    await expect(listed).toContainText("Closed: rep inactive");
    await expect(dialog).not.toContainText("Private");
    await expectNoAxeViolations(page);
    await listed.getByRole("button", { name: "Revoke" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Are you sure you want to revoke this room?" });
    await confirm.getByRole("button", { name: "Revoke" }).click();
    await expect(toast(page, "Room revoked")).toBeVisible();
    await expect(listed).toContainText("Revoked");
    await expect(listed.getByRole("button", { name: "Revoke" })).toHaveCount(0);
  });

  test("Links lists every rep's links and deletes one", async ({ page, request }) => {
    const name = `Admin delete link ${Date.now()}`;
    const link = await createRepLink(name);
    await openTab(page, "links");
    const table = region(page, "Tracked Links").getByRole("table");
    for (const column of ["Name", "Short URL", "Original URL", "Clicks", "Status", "Created", "Actions"]) {
      await expect(table.getByRole("columnheader", { name: column })).toBeVisible();
    }

    const cells = row(page, "Tracked Links", name).getByRole("cell");
    await expect(cells.nth(0)).toHaveText(`${name}by ${link.creator}`);
    await expect(cells.nth(1)).toHaveText(`/go/${link.slug}`);
    await expect(cells.nth(2).getByText(link.originalUrl)).toHaveAttribute("title", link.originalUrl);
    await expect(cells.nth(3)).toHaveText("0");
    await expect(cells.nth(4)).toHaveText("Active");
    await expect(cells.nth(5)).toHaveText(DATE);

    await cells
      .nth(6)
      .getByRole("button", { name: `Delete ${name}` })
      .click();
    await page
      .getByRole("alertdialog", { name: "Are you sure you want to delete this link?" })
      .getByRole("button", { name: "Delete" })
      .click();
    await expect(toast(page, "Link deleted successfully")).toBeVisible();
    await expect(row(page, "Tracked Links", name)).toHaveCount(0);
    expect((await request.get(`/go/${link.slug}`, { headers: PERSON, maxRedirects: 0 })).status()).toBe(404);
  });

  for (const width of [1280, 390]) {
    test(`the three tabs pass axe in dark and light at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width > 768 ? 800 : 844 });
      for (const theme of ["dark", "light"] as const) {
        if (theme === "light") {
          await page.getByRole("button", { name: "Toggle theme" }).click();
          await expect(page.locator("html")).not.toHaveClass(/dark/);
        }
        for (const tab of ["analytics", "users", "links"] as const) {
          await openTab(page, tab);
          // The portal opens dark: checked on the first tab, before the toggle.
          if (theme === "dark" && tab === "analytics") await expect(page.locator("html")).toHaveClass(/dark/);
          await expectNoAxeViolations(page);
        }
      }
    });
  }
});

test("as a rep, /admin ends on /", async ({ page }) => {
  await signInWithPassword(page, REP);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toHaveCount(0);
});
