import fs from "node:fs";
import type { APIRequestContext, Download, Page } from "@playwright/test";
import type { RepFunnelRow } from "@/lib/contract/admin-reports";
import { expect, expectNoAxeViolations, expectNoSideScroll, OWN_PAGE, PERSON, test, waitForHydrated } from "./fixtures";
import { usersOfThisSpec } from "./spec-users";
import { csvRows } from "../tests/helpers/csv-rows";

/** This spec's own users (spec-users.ts). */
const { REP, ADMIN } = usersOfThisSpec("admin-funnel");

const NOBODY = { cookies: [], origins: [] };

type NewRequestContext = (options: object) => Promise<APIRequestContext>;

interface Rep {
  name: string;
  email: string;
  link: { name: string; slug: string };
}

/** What each test made, deleted after it: later specs read the newest users and the top links. */
const made: { userId: string; linkId: string }[] = [];

/**
 * A rep of their own (made by the admin) with one tracked link, which a visitor with no session has
 * clicked `clicks` times: the demo rep's figures, which other specs count, stay as they are.
 */
async function repWithLink(
  admin: APIRequestContext,
  newContext: NewRequestContext,
  baseURL: string,
  lastName: string,
  clicks: number,
): Promise<Rep> {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const user = { email: `funnel.${stamp}@example.com`, password: "funnel1234", firstName: "Funnel", lastName };
  const madeUser = await admin.post("/api/admin/users", { headers: OWN_PAGE, data: user });
  expect(madeUser.status()).toBe(201);
  const { id: userId } = (await madeUser.json()) as { id: string };

  const rep = await newContext({ baseURL, storageState: NOBODY });
  const login = await rep.post("/api/auth/login", { data: { email: user.email, password: user.password } });
  const token = ((await login.json()) as { session: { access_token: string } }).session.access_token;
  const name = `Funnel link ${stamp}`;
  const created = await rep.post("/api/tracked-links", {
    headers: { Authorization: `Bearer ${token}` },
    data: { name, originalUrl: "https://example.com/funnel" },
  });
  expect(created.status()).toBe(201);
  const { id: linkId, slug } = (await created.json()) as { id: string; slug: string };
  made.push({ userId, linkId });
  await rep.dispose();

  const visitor = await newContext({ baseURL, storageState: NOBODY });
  for (let click = 0; click < clicks; click++)
    expect((await visitor.get(`/go/${slug}`, { headers: PERSON, maxRedirects: 0 })).status()).toBe(302);
  await visitor.dispose();
  // Hits are written about 2 s later (the buffer holds a GET for a following HEAD): wait for them.
  await expect
    .poll(async () => {
      const rows = (await (await admin.get("/api/admin/funnel")).json()) as RepFunnelRow[];
      return rows.find((row) => row.email === user.email)?.clicks;
    })
    .toBe(clicks);
  return { name: `Funnel ${lastName}`, email: user.email, link: { name, slug } };
}

const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });
const funnel = (page: Page) => region(page, "Rep Funnel");
const header = (page: Page, column: string) => funnel(page).getByRole("columnheader", { name: column, exact: true });

/** The e-mails in the order the funnel shows them: the table's rows, or below 768px its cards. */
async function shownOrder(page: Page, view: "table" | "cards", emails: string[]): Promise<string[]> {
  const items =
    view === "table"
      ? funnel(page).getByRole("table").getByRole("row")
      : funnel(page).getByRole("list", { name: "Rep funnel" }).getByRole("listitem");
  const texts = await items.allTextContents();
  return texts.flatMap((text) => emails.filter((email) => text.includes(email)));
}

async function openAnalytics(page: Page) {
  await page.goto("/admin");
  const list = funnel(page).getByRole("table").or(funnel(page).getByRole("list"));
  await expect(list).toBeVisible();
  // The server paints the funnel: a click on a header before it hydrates is lost.
  await waitForHydrated(list);
}

/** The downloaded CSV's lines (the byte-order mark that tells spreadsheets it is UTF-8 taken off). */
async function csvLines(download: Download): Promise<string[][]> {
  const text = fs.readFileSync(await download.path(), "utf8");
  expect(text.startsWith("\uFEFF")).toBe(true);
  return csvRows(text.slice(1));
}

/** A text as the exports write it: one that begins like a spreadsheet formula ("-" too) gets a "'". */
const csvCell = (text: string) => (/^[=+\-@]/.test(text) ? `'${text}` : text);

async function download(page: Page, linkName: string): Promise<Download> {
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    region(page, "Export CSV").getByRole("link", { name: linkName, exact: true }).click(),
  ]);
  return file;
}

test.describe("the admin funnel and exports as an admin", () => {
  test.use({ storageState: ADMIN.signedIn });

  test.afterEach(async ({ request }) => {
    for (const { userId, linkId } of made.splice(0)) {
      expect((await request.delete(`/api/admin/tracked-links/${linkId}`, { headers: OWN_PAGE })).ok()).toBe(true);
      expect((await request.delete(`/api/admin/users/${userId}`, { headers: OWN_PAGE })).ok()).toBe(true);
    }
  });

  test("the funnel lists every rep with human counts and sorts by any column; phones get cards and a picker", async ({
    page,
    request,
    playwright,
    baseURL,
  }) => {
    const newContext: NewRequestContext = (options) => playwright.request.newContext(options);
    const clicker = await repWithLink(request, newContext, baseURL ?? "", `Clicker ${Date.now()}`, 1);
    const idle = await repWithLink(request, newContext, baseURL ?? "", `Idle ${Date.now()}`, 0);
    const emails = [clicker.email, idle.email];
    await openAnalytics(page);

    const table = funnel(page).getByRole("table");
    for (const column of ["Rep", "Shares", "Opens", "Rooms", "Room Visits", "Clicks", "Quotes", "Conversion"])
      await expect(header(page, column).getByRole("button", { name: column })).toBeVisible();
    await expect(funnel(page)).toContainText("Human hits only");
    const demo = table.getByRole("row").filter({ hasText: REP.email }).getByRole("cell");
    await expect(demo.first()).toHaveText(`${REP.name}${REP.email}`);
    await expect(demo.last()).toHaveText(/^\d+(\.\d{1,2})?%$/);
    await expect(table.getByRole("row").filter({ hasText: clicker.email }).getByRole("cell")).toHaveText([
      `${clicker.name}${clicker.email}`,
      "0",
      "0",
      "0",
      "0",
      "1",
      "0",
      "0%",
    ]);

    // Clicks, highest first, by default; a click on the sorted header flips it.
    await expect(header(page, "Clicks")).toHaveAttribute("aria-sort", "descending");
    await expect(funnel(page).locator("th[aria-sort]")).toHaveCount(1);
    expect(await shownOrder(page, "table", emails)).toEqual([clicker.email, idle.email]);
    await header(page, "Clicks").getByRole("button").click();
    await expect(header(page, "Clicks")).toHaveAttribute("aria-sort", "ascending");
    expect(await shownOrder(page, "table", emails)).toEqual([idle.email, clicker.email]);

    // Another column starts A to Z (names) and moves the arrow there.
    await header(page, "Rep").getByRole("button").click();
    await expect(header(page, "Rep")).toHaveAttribute("aria-sort", "ascending");
    await expect(header(page, "Clicks")).not.toHaveAttribute("aria-sort");
    expect(await shownOrder(page, "table", emails)).toEqual([clicker.email, idle.email]);
    await header(page, "Rep").getByRole("button").click();
    await expect(header(page, "Rep")).toHaveAttribute("aria-sort", "descending");
    expect(await shownOrder(page, "table", emails)).toEqual([idle.email, clicker.email]);
    await expect(funnel(page).getByLabel("Sort by")).toBeHidden();
    await expectNoAxeViolations(page);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(table).toBeHidden();
    const picker = funnel(page).getByLabel("Sort by");
    await expect(picker).toHaveValue("rep:descending");
    await picker.selectOption({ label: "Clicks, highest first" });
    expect(await shownOrder(page, "cards", emails)).toEqual([clicker.email, idle.email]);
    await picker.selectOption({ label: "Clicks, lowest first" });
    expect(await shownOrder(page, "cards", emails)).toEqual([idle.email, clicker.email]);
    const card = funnel(page).getByRole("listitem").filter({ hasText: clicker.email });
    await expect(card.getByRole("definition")).toHaveText(["0", "0", "0", "0", "1", "0", "0%"]);
    await expectNoSideScroll(page);
    await expectNoAxeViolations(page);
  });

  test("each CSV downloads from its link with the header row and the expected rows", async ({
    page,
    request,
    playwright,
    baseURL,
  }) => {
    const rep = await repWithLink(
      request,
      (options) => playwright.request.newContext(options),
      baseURL ?? "",
      `Export ${Date.now()}`,
      1,
    );
    await openAnalytics(page);
    const today = new Date().toISOString().slice(0, 10);

    const users = await download(page, "Download users CSV");
    expect(users.suggestedFilename()).toBe(`rep-portal-users-${today}.csv`);
    const userLines = await csvLines(users);
    expect(userLines[0]?.join(",")).toBe("id,email,first_name,last_name,role,active,promo_code,created_at");
    expect(userLines.find((line) => line[1] === REP.email)?.slice(2, 6)).toEqual([
      REP.firstName,
      REP.lastName,
      "rep",
      "true",
    ]);
    expect(userLines.find((line) => line[1] === rep.email)?.slice(2, 6)).toEqual([
      "Funnel",
      rep.name.slice("Funnel ".length),
      "rep",
      "true",
    ]);

    const links = await csvLines(await download(page, "Download links with counts CSV"));
    expect(links[0]?.join(",")).toBe(
      "id,name,slug,original_url,rep_email,active,human_clicks,last_clicked_at,created_at",
    );
    expect(links.find((line) => line[2] === csvCell(rep.link.slug))?.slice(1, 7)).toEqual([
      rep.link.name,
      csvCell(rep.link.slug),
      "https://example.com/funnel",
      rep.email,
      "true",
      "1",
    ]);

    const funnelLines = await csvLines(await download(page, "Download rep funnel CSV"));
    expect(funnelLines[0]?.join(",")).toBe(
      "user_id,name,email,shares,human_opens,human_clicks,quotes,conversion_rate_percent,rooms,human_room_visits",
    );
    expect(funnelLines.find((line) => line[2] === rep.email)?.slice(1)).toEqual([
      rep.name,
      rep.email,
      "0",
      "0",
      "1",
      "0",
      "0",
      "0",
      "0",
    ]);

    // The last 30 UTC days by default, today included.
    const exportCard = region(page, "Export CSV");
    await expect(exportCard.getByLabel("To")).toHaveValue(today);
    const from = await exportCard.getByLabel("From").inputValue();
    expect(Date.parse(today) - Date.parse(from)).toBe(29 * 86_400_000);
    const hits = await download(page, "Download hits CSV");
    expect(hits.suggestedFilename()).toBe(`rep-portal-hits-${from}-to-${today}-${today}.csv`);
    const hitLines = await csvLines(hits);
    expect(hitLines[0]?.join(",")).toBe(
      "occurred_at,kind,slug,title,rep_email,class,reason,device,referrer,seconds,furthest_percent,room_id,pages_read",
    );
    const hit = hitLines.filter((line) => line[2] === csvCell(rep.link.slug));
    expect(hit.map((line) => [line[1], line[3], line[4], line[5], line[6]])).toEqual([
      ["link", rep.link.name, rep.email, "human", "person"],
    ]);
    expect(hit[0]?.[0]?.startsWith(today)).toBe(true);
  });

  test("a hits range the server would refuse shows its reason at the date and disables the download", async ({
    page,
  }) => {
    await openAnalytics(page);
    const card = region(page, "Export CSV");
    const from = card.getByLabel("From");
    const to = card.getByLabel("To");
    const hits = card.getByRole("link", { name: "Download hits CSV" });
    await expect(hits).toHaveAttribute("href", /^\/api\/admin\/exports\/hits\?from=\d{4}-\d{2}-\d{2}&to=/);

    await from.fill("2026-05-10");
    await to.fill("2026-05-01");
    const order = "The start date (from) must be on or before the end date (to).";
    await expect(card.getByText(order)).toBeVisible();
    // Under the date just set, the one that made the range wrong.
    await expect(to).toHaveAttribute("aria-invalid", "true");
    await expect(to).toHaveAccessibleDescription(order);
    await expect(from).not.toHaveAttribute("aria-invalid");
    await expect(hits).toHaveAttribute("aria-disabled", "true");
    await expect(hits).not.toHaveAttribute("href");
    await expectNoAxeViolations(page);

    await from.fill("2025-01-01");
    await expect(from).toHaveAccessibleDescription("An export of hits covers at most 366 days.");
    await expect(to).not.toHaveAttribute("aria-invalid");
    await expect(hits).toHaveAttribute("aria-disabled", "true");

    await from.fill("2026-04-01");
    await expect(card.getByText("366 days")).toHaveCount(0);
    await expect(from).not.toHaveAttribute("aria-invalid");
    await expect(hits).not.toHaveAttribute("aria-disabled");
    await expect(hits).toHaveAttribute("href", "/api/admin/exports/hits?from=2026-04-01&to=2026-05-01");
  });
});
