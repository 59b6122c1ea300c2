import { addDays, format } from "date-fns";
import type { Browser, Page } from "@playwright/test";
import {
  expect,
  expectNoAxeViolations,
  newSignedOutContext,
  OWN_PAGE,
  signInWithPassword,
  test,
  waitForHydration,
} from "./fixtures";
import { usersOfThisSpec } from "./spec-users";

/** This spec's own users (spec-users.ts). */
const { REP, ADMIN } = usersOfThisSpec("admin-calendar");

interface Brand {
  id: string;
  code: string;
  name: string;
}
interface User {
  id: string;
  email: string;
}

const card = (page: Page, title: string) =>
  page.locator("[data-slot=card]").filter({ has: page.getByRole("heading", { level: 2, name: title, exact: true }) });
const eventRow = (page: Page, title: string) => page.getByRole("row").filter({ hasText: title });
/** An event's row from 768px, its card below. */
const eventEntry = (page: Page, title: string) =>
  eventRow(page, title).or(
    page.getByRole("list", { name: "Calendar events" }).getByRole("listitem").filter({ hasText: title }),
  );
const addEventDialog = (page: Page) => page.getByRole("dialog", { name: "Create New Event" });

/** A day a month ahead at a fixed time, as a datetime-local input takes it. */
function futureDateTime(days: number, time: string): string {
  return `${format(addDays(new Date(), days), "yyyy-MM-dd")}T${time}`;
}

/** Calls the admin API with the signed-in admin's session cookies (the page's own request context). */
async function adminApi<T>(page: Page, method: "GET" | "POST", path: string, data?: unknown): Promise<T> {
  const response = await page.request.fetch(path, { method, data, headers: OWN_PAGE });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as T;
}

async function openTab(page: Page, tab: "calendar" | "assignments") {
  await page.goto(`/admin?tab=${tab}`);
  await expect(
    page.getByRole("tab", { name: tab === "calendar" ? "Calendar" : "Assignments", selected: true }),
  ).toBeVisible();
  // The tab is in the server's HTML before the page is interactive: a click before hydration is
  // lost. The events' loading state goes only once the browser has hydrated and asked for them.
  if (tab === "calendar") await expect(page.getByRole("status", { name: "Loading events" })).toBeHidden();
}

/** A second signed-in browser (its own cookies and local storage) for a rep, on the given brand. */
async function repPage(browser: Browser, user: { email: string; password: string }, brandCode?: string): Promise<Page> {
  const context = await newSignedOutContext(browser);
  const page = await context.newPage();
  await signInWithPassword(page, user);
  if (brandCode) await page.evaluate((code) => localStorage.setItem("currentBrandCode", code), brandCode);
  return page;
}

async function searchAssets(page: Page, title: string) {
  await page.goto("/assets");
  await expect(page.getByRole("heading", { level: 1, name: "Asset Library" })).toBeVisible();
  await waitForHydration(page);
  await page.getByRole("searchbox", { name: "Search assets" }).fill(title);
}

async function expectDeleted(page: Page, title: string) {
  await eventRow(page, title)
    .getByRole("button", { name: `Delete ${title}` })
    .click();
  const confirm = page.getByRole("alertdialog", { name: "Are you sure you want to delete this event?" });
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Event deleted successfully")).toBeVisible();
  await expect(eventRow(page, title)).toHaveCount(0);
}

test.describe("Admin calendar and assignments", () => {
  test.use({ storageState: ADMIN.signedIn });

  test("the calendar tab lists events with their audience; an event is deleted after confirmation", async ({
    page,
  }) => {
    const brands = await adminApi<Brand[]>(page, "GET", "/api/brands");
    const users = await adminApi<User[]>(page, "GET", "/api/admin/users");
    const bac = brands.find((brand) => brand.code === "bac");
    const rep = users.find((user) => user.email === REP.email);
    const title = `E2E all-day fitting ${Date.now()}`;
    const day = futureDateTime(20, "00:00");
    await adminApi(page, "POST", "/api/admin/calendar-events", {
      title,
      startDate: day,
      endDate: futureDateTime(20, "23:59"),
      eventType: "deadline",
      isAllDay: true,
      userId: rep?.id,
      brandIds: [bac?.id],
    });

    await openTab(page, "calendar");
    const events = card(page, "Calendar Events");
    for (const column of ["Title", "Type", "Start Date", "End Date", "Assigned To", "Brands", "Actions"]) {
      await expect(events.getByRole("columnheader", { name: column, exact: true })).toBeVisible();
    }
    const demo = eventRow(page, "Back-to-School Rental Night");
    await expect(demo).toContainText("training");
    await expect(demo).toContainText("All Users");
    await expect(demo).toContainText("All Brands");
    await expect(demo).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4} \d{1,2}:\d{2} (AM|PM)/);

    const row = eventRow(page, title);
    await expect(row).toContainText("deadline");
    await expect(row).toContainText(REP.email);
    await expect(row).toContainText("BAC Events");
    await expect(row.getByRole("cell").nth(2)).toHaveText(format(addDays(new Date(), 20), "MMM d, yyyy"));

    await row.getByRole("button", { name: `Delete ${title}` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }).click();
    await expect(row).toBeVisible();
    await expectDeleted(page, title);
  });

  test("Add Event checks input, creates an event the rep sees in the Sales Calendar, keeps input on failure", async ({
    page,
    browser,
  }) => {
    const title = `E2E rental night ${Date.now()}`;
    await openTab(page, "calendar");
    await page.getByRole("button", { name: "Add Event" }).click();
    const dialog = addEventDialog(page);
    await expect(dialog.getByText("Add an event to the sales calendar.")).toBeVisible();

    // The defaults of docs/rules.md#types-and-defaults.
    await expect(dialog.getByLabel("Event Type")).toHaveValue("meeting");
    await expect(dialog.getByLabel("Color")).toHaveValue("#3b82f6");
    await expect(dialog.getByRole("checkbox", { name: "All day" })).not.toBeChecked();
    await expect(dialog.getByRole("checkbox", { name: "Active" })).toBeChecked();
    await expect(dialog.getByRole("checkbox", { name: "Assign to all users" })).not.toBeChecked();
    await expect(dialog.getByRole("checkbox", { name: "Assign to all brands" })).not.toBeChecked();

    // No brand: submit disabled with the hint; a brand, or all brands, enables it.
    const submit = dialog.getByRole("button", { name: "Create Event" });
    await expect(submit).toBeDisabled();
    await expect(dialog.getByText("Please select at least one brand")).toBeVisible();
    await dialog.getByRole("checkbox", { name: "RMI Music" }).click();
    await expect(submit).toBeEnabled();
    await dialog.getByRole("checkbox", { name: "Assign to all brands" }).click();
    await expect(dialog.getByRole("checkbox", { name: "RMI Music" })).toHaveCount(0);
    await expect(dialog.getByText("Please select at least one brand")).toHaveCount(0);
    await dialog.getByRole("checkbox", { name: "Assign to all brands" }).click();
    await expect(dialog.getByRole("checkbox", { name: "RMI Music" })).not.toBeChecked();
    await expect(submit).toBeDisabled();
    await dialog.getByRole("checkbox", { name: "Assign to all brands" }).click();

    // Empty title and no audience: messages, nothing sent.
    await submit.click();
    await expect(dialog.getByText("Please enter a title.")).toBeVisible();
    await expect(dialog.getByLabel("Title")).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByText("Please enter the start date.")).toBeVisible();
    await expect(dialog.getByText("Please choose a user, or tick 'Assign to all users'.")).toBeVisible();

    // Choosing a user, then ticking all users, clears the chosen user.
    await dialog.getByLabel("User", { exact: true }).selectOption({ label: `${REP.name} (${REP.email})` });
    await expect(dialog.getByText("Please choose a user, or tick 'Assign to all users'.")).toHaveCount(0);
    await dialog.getByRole("checkbox", { name: "Assign to all users" }).click();
    await expect(dialog.getByLabel("User", { exact: true })).toHaveValue("");
    await expect(dialog.getByLabel("User", { exact: true })).toBeDisabled();

    await dialog.getByLabel("Title").fill(title);
    await dialog.getByLabel("Description").fill("Instrument try-outs for new families.");
    await dialog.getByLabel("Start Date").fill(futureDateTime(30, "18:00"));
    // An end before the start: the message under the end field, nothing sent.
    await dialog.getByLabel("End Date").fill(futureDateTime(30, "17:00"));
    await submit.click();
    await expect(dialog.getByText("The end date must not be before the start date.")).toBeVisible();
    await expect(dialog.getByLabel("End Date")).toHaveAttribute("aria-invalid", "true");
    await dialog.getByLabel("End Date").fill(futureDateTime(30, "20:30"));
    await expect(dialog.getByText("The end date must not be before the start date.")).toHaveCount(0);
    await dialog.getByLabel("Event Type").selectOption("conference");
    await expect(dialog.getByText("Please enter a title.")).toHaveCount(0);

    // A server failure shows its message and keeps the input.
    await page.route("**/api/admin/calendar-events", (route) =>
      route.request().method() === "POST"
        ? route.fulfill({ status: 400, json: { error: { code: "unknown_user", message: "Unknown user: nobody." } } })
        : route.fallback(),
    );
    await submit.click();
    await expect(page.getByText("Failed to create event")).toBeVisible();
    await expect(page.getByText("Unknown user: nobody.")).toBeVisible();
    await expect(dialog.getByLabel("Title")).toHaveValue(title);
    await page.unroute("**/api/admin/calendar-events");

    const sent = page.waitForRequest(
      (request) => request.url().endsWith("/api/admin/calendar-events") && request.method() === "POST",
    );
    await submit.click();
    expect((await sent).postDataJSON()).toMatchObject({
      title,
      description: "Instrument try-outs for new families.",
      startDate: futureDateTime(30, "18:00"),
      endDate: futureDateTime(30, "20:30"),
      eventType: "conference",
      isAllDay: false,
      color: "#3b82f6",
      userId: null,
      brandIds: [],
      assignToAllBrands: true,
      assignToAllUsers: true,
      isActive: true,
    });
    await expect(page.getByText("Event created successfully")).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const row = eventRow(page, title);
    await expect(row).toContainText("conference");
    await expect(row).toContainText("All Users");
    await expect(row).toContainText("All Brands");
    await expect(row).toContainText(`${format(addDays(new Date(), 30), "MMM d, yyyy")} 6:00 PM`);

    // The next dialog starts from the defaults again.
    await page.getByRole("button", { name: "Add Event" }).click();
    await expect(addEventDialog(page).getByLabel("Title")).toHaveValue("");
    await expect(addEventDialog(page).getByRole("checkbox", { name: "Assign to all brands" })).not.toBeChecked();
    await addEventDialog(page).getByRole("button", { name: "Cancel" }).click();
    await expect(addEventDialog(page)).toHaveCount(0);

    const rep = await repPage(browser, REP);
    await rep.goto("/resources");
    await expect(card(rep, "Sales Calendar").getByRole("listitem").filter({ hasText: title })).toContainText(
      "conference",
    );
    await rep.context().close();

    await expectDeleted(page, title);
  });

  test("assets and resources assigned to a rep are shown to that rep only", async ({ page, browser }) => {
    test.slow(); // three signed-in browsers: the admin, the spec's rep and a second rep
    const stamp = Date.now();
    const brands = await adminApi<Brand[]>(page, "GET", "/api/brands");
    const vbc = brands.find((brand) => brand.code === "vbc");
    const secondRep = { email: `second-rep-${stamp}@example.com`, password: "second-rep-1" };
    await adminApi(page, "POST", "/api/admin/users", {
      ...secondRep,
      firstName: "Second",
      lastName: "Rep",
      role: "rep",
    });
    const library = {
      description: "Only for the assigned rep.",
      brandIds: [vbc?.id],
      userIds: [],
      assignToAllBrands: false,
      isActive: true,
    };
    const assetTitle = `E2E assigned flyer ${stamp}`;
    const resourceTitle = `E2E assigned guide ${stamp}`;
    const asset = await adminApi<{ id: string }>(page, "POST", "/api/admin/assets", {
      ...library,
      title: assetTitle,
      type: "document",
      url: "https://example.com/assigned-flyer.pdf",
    });
    await adminApi(page, "POST", "/api/admin/resources", {
      ...library,
      title: resourceTitle,
      type: "training",
      url: "https://example.com/assigned-guide.pdf",
    });

    // Unassigned, the new asset is visible to every rep of the brand.
    const other = await repPage(browser, secondRep, "vbc");
    await searchAssets(other, assetTitle);
    await expect(other.getByRole("article", { name: assetTitle })).toBeVisible();

    await openTab(page, "assignments");
    const assets = page.getByRole("region", { name: "Assets" });
    const resources = page.getByRole("region", { name: "Resources" });
    await assets.getByRole("button", { name: "Assign Assets" }).click();
    await expect(page.getByText("Please select a user and at least one asset")).toBeVisible();
    await page.getByLabel("User", { exact: true }).selectOption({ label: `${REP.name} (${REP.email})` });
    await resources.getByRole("button", { name: "Assign Resources" }).click();
    await expect(page.getByText("Please select a user and at least one resource")).toBeVisible();

    // One call per ticked asset; a failed one shows the server's message and keeps the ticks.
    const assetBox = assets.getByRole("checkbox", { name: assetTitle });
    const chimeBox = assets.getByRole("checkbox", { name: "Welcome Chime" });
    await assetBox.click();
    await chimeBox.click();
    await expect(assets.getByText("2 selected")).toBeVisible();
    const bodies: { assetId: string }[] = [];
    await page.route("**/api/admin/users/*/assets", (route) => {
      const body = route.request().postDataJSON() as { assetId: string };
      bodies.push(body);
      return body.assetId === asset.id
        ? route.fulfill({ status: 404, json: { error: { code: "asset_not_found", message: "Asset not found." } } })
        : route.fulfill({ json: { userId: "u", itemId: body.assetId, assigned: true } });
    });
    await assets.getByRole("button", { name: "Assign Assets" }).click();
    await expect(page.getByText("Failed to assign asset")).toBeVisible();
    await expect(page.getByText("1 of 2 could not be assigned: Asset not found.")).toBeVisible();
    expect(bodies.slice(0, 2).map((body) => body.assetId)).toContain(asset.id);
    await expect(assetBox).toBeChecked();
    await expect(chimeBox).toBeChecked();
    await page.unroute("**/api/admin/users/*/assets");
    await chimeBox.click();
    await expect(assets.getByText("1 selected")).toBeVisible();

    const assigned = page.waitForRequest(
      (request) =>
        request.url().endsWith("/assets") && request.method() === "POST" && request.url().includes("/api/admin/users/"),
    );
    await assets.getByRole("button", { name: "Assign Assets" }).click();
    const assetCall = await assigned;
    expect(assetCall.url()).toMatch(/\/api\/admin\/users\/[0-9a-f-]{36}\/assets$/);
    await expect(page.getByText("Asset assigned successfully")).toBeVisible();
    await expect(assetBox).not.toBeChecked();
    await expect(assets.getByRole("listitem").filter({ hasText: assetTitle })).toContainText("Assigned");

    await resources.getByRole("checkbox", { name: resourceTitle }).click();
    await resources.getByRole("button", { name: "Assign Resources" }).click();
    await expect(page.getByText("Resource assigned successfully")).toBeVisible();
    await expect(resources.getByRole("checkbox", { name: resourceTitle })).not.toBeChecked();

    const rep = await repPage(browser, REP, "vbc");
    await searchAssets(rep, assetTitle);
    await expect(rep.getByRole("article", { name: assetTitle })).toBeVisible();
    await rep.goto("/resources");
    await expect(
      card(rep, "Documentation & Resources").getByRole("listitem").filter({ hasText: resourceTitle }),
    ).toBeVisible();
    await rep.context().close();

    await searchAssets(other, assetTitle);
    await expect(other.getByText("No assets match your search")).toBeVisible();
    await other.goto("/resources");
    await expect(card(other, "Documentation & Resources").getByRole("listitem").first()).toBeVisible();
    await expect(
      card(other, "Documentation & Resources").getByRole("listitem").filter({ hasText: resourceTitle }),
    ).toHaveCount(0);
    await other.context().close();
  });

  for (const width of [1280, 390]) {
    for (const theme of ["dark", "light"]) {
      test(`no accessibility violations on both tabs and the Add Event dialog in ${theme} at ${width}px`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: width > 768 ? 800 : 844 });
        await openTab(page, "calendar");
        await page.evaluate((value) => localStorage.setItem("theme", value), theme);
        await page.reload();
        if (theme === "dark") await expect(page.locator("html")).toHaveClass(/dark/);
        else await expect(page.locator("html")).not.toHaveClass(/dark/);
        await expect(eventEntry(page, "Back-to-School Rental Night")).toBeVisible();
        await expectNoAxeViolations(page);

        await page.getByRole("button", { name: "Add Event" }).click();
        await expect(addEventDialog(page).getByRole("checkbox", { name: "RMI Music" })).toBeVisible();
        await expectNoAxeViolations(page);
        await page.keyboard.press("Escape");
        await expect(addEventDialog(page)).toHaveCount(0);

        await page.getByRole("tab", { name: "Assignments" }).click();
        await expect(page.getByRole("region", { name: "Assets" }).getByRole("checkbox").first()).toBeVisible();
        await expect(page.getByRole("region", { name: "Resources" }).getByRole("checkbox").first()).toBeVisible();
        await expectNoAxeViolations(page);
      });
    }
  }
});
