import type { Browser, Locator, Page, Route } from "@playwright/test";
import {
  collectConsoleErrors,
  expect,
  expectNoAxeViolations,
  newSignedOutContext,
  signInWithPassword,
  test,
  waitForHydrated,
} from "./fixtures";
import { usersOfThisSpec } from "./spec-users";

/** This spec's own users (spec-users.ts). */
const { REP, ADMIN } = usersOfThisSpec("admin-library");

/** A minimal but valid one-page PDF. */
const PDF = Buffer.from(
  [
    "%PDF-1.4",
    "1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj",
    "2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj",
    "3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj",
    "trailer << /Root 1 0 R >>",
    "%%EOF",
    "",
  ].join("\n"),
  "latin1",
);
const pdfFile = (name = "brochure.pdf") => ({ name, mimeType: "application/pdf", buffer: PDF });
const unique = (what: string) => `${what} ${Date.now()}-${Math.floor(Math.random() * 1000)}`;

type Tab = "assets" | "resources";
const HEADINGS: Record<Tab, string> = { assets: "Asset Management", resources: "Resource Management" };

async function openTab(page: Page, tab: Tab) {
  await page.goto(`/admin?tab=${tab}`);
  await expect(page.getByRole("heading", { level: 2, name: HEADINGS[tab] })).toBeVisible();
  const name = tab === "assets" ? "Assets" : "Resources";
  // A table from 768px, cards below; its buttons answer once it has hydrated.
  const list = page.getByRole("table", { name }).or(page.getByRole("list", { name }));
  await expect(list).toBeVisible();
  await waitForHydrated(list);
}

/** The table row whose first cell starts with `title` (a PDF's cell goes on with its page status). */
const row = (page: Page, title: string) =>
  page
    .getByRole("row")
    .filter({ has: page.getByRole("cell", { name: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) }) });

async function openCreate(page: Page, noun: "Asset" | "Resource") {
  await page.getByRole("button", { name: `Add ${noun}` }).click();
  const dialog = page.getByRole("dialog", { name: `Create New ${noun}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

const fileInput = (dialog: Locator) => dialog.locator("input[type=file]");

/** Holds every request to `pattern` until released; answers whether one arrived. */
async function hold(page: Page, pattern: string) {
  const held: Route[] = [];
  await page.route(pattern, (route) => void held.push(route));
  return {
    arrived: () => held.length > 0,
    release: async () => {
      await page.unroute(pattern);
      for (const route of held.splice(0)) await route.continue().catch(() => undefined);
    },
    drop: async () => {
      await page.unroute(pattern);
      for (const route of held.splice(0)) await route.abort().catch(() => undefined);
    },
  };
}

/** A signed-in rep page in its own context, with a brand chosen. */
async function repWithBrand(browser: Browser, baseURL: string | undefined, brandCode: string) {
  const context = await newSignedOutContext(browser, { baseURL });
  const page = await context.newPage();
  await signInWithPassword(page, REP);
  await page.evaluate((code) => localStorage.setItem("currentBrandCode", code), brandCode);
  return { context, page };
}

test.describe("Assets and Resources tabs as an admin", () => {
  test.use({ storageState: ADMIN.signedIn });

  test("the tabs list the library with type, brand (All Brands, or Unknown), status and date", async ({ page }) => {
    await openTab(page, "assets");
    const header = page.getByRole("table", { name: "Assets" }).getByRole("columnheader");
    await expect(header).toHaveText(["Title", "Type", "Brand", "Status", "Created", "Actions"]);
    const date = /[A-Z][a-z]{2} \d{1,2}, \d{4}/;
    for (const [title, type, brand] of [
      ["Rental Program Overview", "PDF", "All Brands"],
      ["Join the Band Flyer", "Image", "RMI Music, 825 Education"],
      ["Welcome Chime", "Audio", "All Brands"],
      ["Price List 2026", "PDF", "RMI Music, BAC Events, 825 Education"],
    ] as const) {
      const cells = row(page, title).getByRole("cell");
      await expect(cells.nth(1)).toHaveText(type);
      await expect(cells.nth(2)).toHaveText(brand);
      await expect(cells.nth(3)).toHaveText("Active");
      await expect(cells.nth(4)).toHaveText(date);
      await expect(row(page, title).getByRole("button", { name: `Delete ${title}` })).toBeVisible();
    }

    await page.getByRole("tab", { name: "Resources" }).click();
    await expect(page).toHaveURL(/\?tab=resources$/);
    await expect(page.getByRole("heading", { level: 2, name: "Resource Management" })).toBeVisible();
    for (const [title, type, brand] of [
      ["Sales Training Guide", "Training", "All Brands"],
      ["Price List 2026", "Price List", "All Brands"],
      ["Program FAQ", "FAQ", "RMI Music, 825 Education"],
    ] as const) {
      const cells = row(page, title).getByRole("cell");
      await expect(cells.nth(1)).toHaveText(type);
      await expect(cells.nth(2)).toHaveText(brand);
      await expect(cells.nth(3)).toHaveText("Active");
    }
  });

  test("an empty list says so; a failed load toasts and offers a retry", async ({ page }) => {
    await page.route("**/api/admin/resources", (route) => route.fulfill({ json: [] }));
    await openTab(page, "assets");
    await page.getByRole("tab", { name: "Resources" }).click();
    await expect(page.getByText("No resources yet. Use Add Resource to create the first one.")).toBeVisible();

    await page.route("**/api/admin/assets", (route) => route.fulfill({ status: 500, body: "database down" }));
    await page.goto("/admin?tab=assets");
    await expect(page.getByText("Failed to load assets")).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText("500: database down")).toBeVisible();
    await page.unroute("**/api/admin/assets");
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(row(page, "Welcome Chime")).toBeVisible();
  });

  test("the dialog refuses wrong input: no brand, no file or URL, no title, a bad URL", async ({ page }) => {
    await openTab(page, "assets");
    const dialog = await openCreate(page, "Asset");
    await expect(dialog.getByText("Add a new asset to the library")).toBeVisible();
    await expect(dialog.getByLabel("Type")).toHaveValue("image");
    await expect(dialog.getByLabel("Type").locator("option")).toHaveText([
      "Image",
      "Video",
      "Audio",
      "Document",
      "Presentation",
      "PDF",
    ]);
    await expect(dialog.getByRole("checkbox", { name: "Active" })).toBeChecked();
    await expect(fileInput(dialog)).toHaveAttribute("accept", /^\.png,.*\.pdf,.*\.pptx$/);
    const submit = dialog.getByRole("button", { name: "Create Asset" });
    await expect(submit).toBeDisabled();
    await expect(dialog.getByText("Please select at least one brand")).toBeVisible();
    await expect(dialog.getByText("No users selected - asset/resource will be available to all users")).toBeVisible();

    // A file but no brand: still disabled.
    await fileInput(dialog).setInputFiles(pdfFile("Spring Brochure.pdf"));
    await expect(dialog.getByText("Spring Brochure.pdf")).toBeVisible();
    await expect(dialog.getByText("under 0.01 MB")).toBeVisible();
    await expect(submit).toBeDisabled();

    // A brand: enabled. All brands clears and locks the brand list.
    const bac = dialog.getByRole("checkbox", { name: /BAC Events/ });
    await bac.check();
    await expect(dialog.getByText("Please select at least one brand")).toBeHidden();
    await expect(submit).toBeEnabled();
    await dialog.getByRole("checkbox", { name: "Assign to all brands" }).check();
    await expect(bac).not.toBeChecked();
    await expect(bac).toBeDisabled();
    await expect(submit).toBeEnabled();
    await dialog.getByRole("checkbox", { name: "Assign to all brands" }).uncheck();
    await expect(submit).toBeDisabled();
    await expect(dialog.getByText("Please select at least one brand")).toBeVisible();
    await bac.check();

    // Typing a URL clears the chosen file; choosing a file clears the URL.
    await dialog.getByRole("tab", { name: "External URL" }).click();
    await expect(dialog.getByText("Typing a URL replaces the chosen file Spring Brochure.pdf.")).toBeVisible();
    const url = dialog.getByRole("textbox", { name: "External URL" });
    await expect(url).toHaveAttribute("placeholder", "https://example.com/file.pdf");
    await url.fill("not a url");
    await dialog.getByRole("tab", { name: "Upload File" }).click();
    await expect(dialog.getByText("Spring Brochure.pdf")).toHaveCount(0);
    await expect(submit).toBeEnabled();

    // Users: the hint counts them.
    const users = dialog.getByRole("group", { name: "Users (optional)" }).getByRole("checkbox");
    await users.first().check();
    await expect(dialog.getByText("Selected 1 user")).toBeVisible();
    await users.first().uncheck();
    await expect(dialog.getByText("No users selected - asset/resource will be available to all users")).toBeVisible();

    // Submitting: the title and then the URL are refused in the form; nothing is sent.
    const sent: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().includes("/api/admin/")) sent.push(request.url());
    });
    await submit.click();
    await expect(dialog.getByText("Please enter a title.")).toBeVisible();
    await expect(dialog.getByLabel("Title")).toBeFocused();
    await dialog.getByLabel("Title").fill("Bad link");
    await submit.click();
    await expect(dialog.getByText("Please enter a valid URL.")).toBeVisible();
    await expect(url).toBeFocused();
    expect(sent).toEqual([]);

    // Cancel resets: reopened, the dialog has its defaults again.
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    const again = await openCreate(page, "Asset");
    await expect(again.getByLabel("Title")).toHaveValue("");
    await expect(again.getByRole("checkbox", { name: /BAC Events/ })).not.toBeChecked();
    await expect(again.getByRole("tab", { name: "Upload File" })).toHaveAttribute("aria-selected", "true");
    await expect(again.getByRole("button", { name: "Create Asset" })).toBeDisabled();
  });

  test("uploads a PDF as an asset for one brand; the rep sees it only there and opens it; then it is deleted", async ({
    page,
    browser,
    baseURL,
  }) => {
    const title = unique("E2E Brochure");
    await openTab(page, "assets");
    const dialog = await openCreate(page, "Asset");
    await dialog.getByLabel("Title").fill(title);
    await dialog.getByLabel("Description").fill("Uploaded by the admin library test.\nSecond line.");
    await expect(dialog.getByLabel("Type")).toHaveValue("image");
    await fileInput(dialog).setInputFiles(pdfFile());
    // The type follows the file.
    await expect(dialog.getByLabel("Type")).toHaveValue("pdf");
    await dialog.getByRole("checkbox", { name: /BAC Events/ }).check();

    const createGate = await hold(page, "**/api/admin/assets");
    const created = page.waitForRequest(
      (request) => request.url().endsWith("/api/admin/assets") && request.method() === "POST",
    );
    const uploaded = page.waitForResponse(
      (response) => response.url().endsWith("/api/admin/upload") && response.request().method() === "POST",
    );
    await dialog.getByRole("button", { name: "Create Asset" }).click();
    const upload = await uploaded;
    expect(upload.status()).toBe(201);
    const headers = await upload.request().allHeaders();
    expect(headers["x-user-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(headers.authorization).toMatch(/^Bearer \S+$/);
    const { url, fileSizeKb } = (await upload.json()) as { url: string; fileSizeKb: number };
    expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.pdf$/);

    // The create call is held: the button says so and the dialog cannot be closed meanwhile.
    await expect(dialog.getByRole("button", { name: "Creating..." })).toBeDisabled();
    await expect.poll(createGate.arrived).toBe(true);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeVisible();
    await createGate.release();
    expect((await created).postDataJSON()).toMatchObject({
      title,
      type: "pdf",
      url,
      fileSizeKb,
      duration: null,
      assignToAllBrands: false,
      isActive: true,
      userIds: [],
      brandIds: [expect.stringMatching(/^[0-9a-f-]{36}$/)],
    });
    await expect(page.getByText("Asset created successfully")).toBeVisible();
    await expect(dialog).toBeHidden();
    const cells = row(page, title).getByRole("cell");
    await expect(cells.nth(1)).toHaveText("PDF");
    await expect(cells.nth(2)).toHaveText("BAC Events");
    await expect(cells.nth(3)).toHaveText("Active");
    // The render job prepares the PDF's page in the background; the row then counts it (docs/pages.md).
    await expect(cells.first()).toContainText("1 page", { timeout: 30_000 });

    // The rep: visible with BAC chosen, not with RMI; the file is served as a PDF.
    const rep = await repWithBrand(browser, baseURL, "bac");
    await rep.page.goto("/assets");
    await expect(rep.page.getByRole("article", { name: title })).toBeVisible();
    const file = await rep.page.request.get(url);
    expect(file.status()).toBe(200);
    expect(file.headers()["content-type"]).toBe("application/pdf");
    expect(Buffer.from(await file.body())).toEqual(PDF);
    // Downloaded, it is named after the asset, not the generated name it is stored under.
    const download = rep.page.waitForEvent("download");
    await rep.page.getByRole("article", { name: title }).getByRole("button", { name: "Download" }).click();
    expect((await download).suggestedFilename()).toBe(`${title}.pdf`);
    await rep.page.evaluate(() => localStorage.setItem("currentBrandCode", "rmi"));
    await rep.page.reload();
    await expect(rep.page.getByRole("article", { name: "Welcome Chime" })).toBeVisible();
    await expect(rep.page.getByRole("article", { name: title })).toHaveCount(0);

    // Delete after confirmation.
    await row(page, title)
      .getByRole("button", { name: `Delete ${title}` })
      .click();
    const confirm = page.getByRole("alertdialog", { name: "Are you sure you want to delete this asset?" });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Asset deleted successfully")).toBeVisible();
    await expect(row(page, title)).toHaveCount(0);

    await rep.page.evaluate(() => localStorage.setItem("currentBrandCode", "bac"));
    await rep.page.reload();
    await expect(rep.page.getByRole("article", { name: "Price List 2026" })).toBeVisible();
    await expect(rep.page.getByRole("article", { name: title })).toHaveCount(0);
    await rep.context.close();
  });

  test("edits an asset and replaces its file: the versions list both; the delete says what it closes", async ({
    page,
  }) => {
    const title = unique("E2E Editable");
    await openTab(page, "assets");
    const dialog = await openCreate(page, "Asset");
    await dialog.getByLabel("Title").fill(title);
    await fileInput(dialog).setInputFiles(pdfFile("first.pdf"));
    await dialog.getByRole("checkbox", { name: /BAC Events/ }).check();
    await dialog.getByRole("button", { name: "Create Asset" }).click();
    await expect(dialog).toBeHidden();

    await row(page, title)
      .getByRole("button", { name: `Edit ${title}` })
      .click();
    const edit = page.getByRole("dialog", { name: "Edit Asset" });
    await expect(edit.getByLabel("Title")).toHaveValue(title);
    await expect(edit.getByRole("checkbox", { name: /BAC Events/ })).toBeChecked();
    const versions = edit
      .getByRole("region", { name: "Versions" })
      .or(edit.locator("section", { hasText: "Versions" }));
    await expect(versions.getByRole("listitem")).toHaveCount(1);
    await expectNoAxeViolations(page);
    const renamed = `${title} v2`;
    await edit.getByLabel("Title").fill(renamed);
    await edit.getByRole("tab", { name: /Upload File/ }).click();
    await fileInput(edit).setInputFiles(pdfFile("second.pdf"));
    const saved = page.waitForRequest((request) => request.method() === "PUT");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    expect((await saved).postDataJSON()).toMatchObject({
      title: renamed,
      type: "pdf",
      url: expect.stringMatching(/^\/uploads\//),
    });
    await expect(page.getByText("Asset updated successfully")).toBeVisible();
    await expect(edit).toBeHidden();
    await expect(row(page, renamed)).toHaveCount(1);

    await row(page, renamed)
      .getByRole("button", { name: `Edit ${renamed}` })
      .click();
    const again = page.getByRole("dialog", { name: "Edit Asset" });
    const items = again.getByRole("region", { name: "Versions" }).getByRole("listitem");
    await expect(items).toHaveCount(2);
    await expect(items.first()).toContainText("Version 2");
    await expect(items.first()).toContainText("(what customers see)");
    await again.getByRole("button", { name: "Cancel" }).click();

    await row(page, renamed)
      .getByRole("button", { name: `Delete ${renamed}` })
      .click();
    const confirm = page.getByRole("alertdialog", { name: "Are you sure you want to delete this asset?" });
    await expect(confirm).toContainText("No share page or open room shows it.");
    await confirm.getByRole("button", { name: "Cancel" }).click();
  });

  test("a resource with an external URL reaches the rep's Resource Center", async ({ page, browser, baseURL }) => {
    const title = unique("E2E FAQ");
    const link = `https://example.com/faq-${Date.now()}.pdf`;
    await openTab(page, "resources");
    const dialog = await openCreate(page, "Resource");
    await expect(dialog.getByText("Add a new resource to the library")).toBeVisible();
    await expect(dialog.getByLabel("Type")).toHaveValue("document");
    await expect(dialog.getByLabel("Type").locator("option")).toHaveText(["Document", "Training", "FAQ", "Price List"]);
    await expect(dialog.getByText("No users selected - asset/resource will be available to all users")).toBeVisible();
    await dialog.getByLabel("Title").fill(title);
    await dialog.getByLabel("Type").selectOption("faq");
    await dialog.getByRole("tab", { name: "External URL" }).click();
    await dialog.getByRole("textbox", { name: "External URL" }).fill(link);
    // One brand, not all: the demo rep's Resource Center for RMI Music (resources.spec.ts counts its
    // list) never shows it, whichever spec runs beside this one.
    await dialog.getByRole("checkbox", { name: /VBC Productions/ }).check();
    const uploads: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/admin/upload")) uploads.push(request.url());
    });
    await dialog.getByRole("button", { name: "Create Resource" }).click();
    await expect(page.getByText("Resource created successfully")).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(uploads).toEqual([]);
    const cells = row(page, title).getByRole("cell");
    await expect(cells.nth(1)).toHaveText("FAQ");
    await expect(cells.nth(2)).toHaveText("VBC Productions");

    const rep = await repWithBrand(browser, baseURL, "vbc");
    await rep.page.goto("/resources");
    const docs = rep.page
      .locator("[data-slot=card]")
      .filter({ has: rep.page.getByRole("heading", { level: 2, name: "Documentation & Resources" }) });
    const item = docs.getByRole("listitem").filter({ hasText: title });
    await expect(item.getByRole("link")).toHaveAttribute("href", link);
    await expect(item.getByRole("link")).toHaveText(/^View/);
    await rep.context.close();

    await row(page, title)
      .getByRole("button", { name: `Delete ${title}` })
      .click();
    await page
      .getByRole("alertdialog", { name: "Are you sure you want to delete this resource?" })
      .getByRole("button", { name: "Delete" })
      .click();
    await expect(page.getByText("Resource deleted successfully")).toBeVisible();
    await expect(row(page, title)).toHaveCount(0);
  });

  test("the type follows the file or URL; a type that contradicts it is refused under Type", async ({ page }) => {
    await openTab(page, "assets");
    const dialog = await openCreate(page, "Asset");
    const type = dialog.getByLabel("Type");
    await dialog.getByLabel("Title").fill(unique("E2E Typed"));
    await dialog.getByRole("checkbox", { name: /RMI Music/ }).check();
    await fileInput(dialog).setInputFiles(pdfFile("flyer.pdf"));
    await expect(type).toHaveValue("pdf");
    await type.selectOption("image");
    await expect(dialog.getByText("A .pdf file must have the type PDF or Document.")).toBeVisible();
    await expect(type).toHaveAttribute("aria-invalid", "true");
    const sent: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && /\/api\/admin\/(assets|upload)$/.test(request.url())) sent.push(request.url());
    });
    await dialog.getByRole("button", { name: "Create Asset" }).click();
    await expect(type).toBeFocused();
    await type.selectOption("document");
    await expect(dialog.getByText("A .pdf file must have the type PDF or Document.")).toHaveCount(0);
    await dialog.getByRole("tab", { name: "External URL" }).click();
    await dialog.getByRole("textbox", { name: "External URL" }).fill("https://example.com/media/clinic.mp4");
    await expect(type).toHaveValue("video");
    expect(sent).toEqual([]);
    await dialog.getByRole("button", { name: "Cancel" }).click();
  });

  test("a text file named .pdf is refused with the server's message; nothing is created and the input stays", async ({
    page,
  }) => {
    const title = unique("E2E Fake PDF");
    await openTab(page, "assets");
    const dialog = await openCreate(page, "Asset");
    await dialog.getByLabel("Title").fill(title);
    await fileInput(dialog).setInputFiles({
      name: "x.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("just some plain text, not a PDF\n"),
    });
    await dialog.getByRole("checkbox", { name: /RMI Music/ }).check();
    const creates: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().endsWith("/api/admin/assets")) creates.push(request.url());
    });
    const consoleErrors = collectConsoleErrors(page);
    await dialog.getByRole("button", { name: "Create Asset" }).click();
    await expect(page.getByText("Failed to upload file")).toBeVisible();
    await expect(page.getByText(/The file's contents are not a valid \.pdf file\. Allowed types: /)).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Title")).toHaveValue(title);
    await expect(dialog.getByText("x.pdf")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Create Asset" })).toBeEnabled();
    expect(creates).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(row(page, "Welcome Chime")).toBeVisible();
    await expect(row(page, title)).toHaveCount(0);
  });

  test("a canceled upload keeps the input; a refused create keeps the input and a retry reuses the upload", async ({
    page,
  }) => {
    const title = unique("E2E Retry");
    await openTab(page, "assets");
    const dialog = await openCreate(page, "Asset");
    await dialog.getByLabel("Title").fill(title);
    await fileInput(dialog).setInputFiles(pdfFile("retry.pdf"));
    await dialog.getByRole("checkbox", { name: /825 Education/ }).check();

    const uploadGate = await hold(page, "**/api/admin/upload");
    await dialog.getByRole("button", { name: "Create Asset" }).click();
    await expect(dialog.getByRole("button", { name: "Uploading..." })).toBeDisabled();
    const bar = dialog.getByRole("progressbar", { name: "Upload of retry.pdf" });
    await expect(bar).toHaveAttribute("aria-valuenow", /^\d{1,3}$/);
    await expect(dialog.getByLabel("Title")).toBeDisabled();
    await dialog.getByRole("button", { name: "Cancel upload" }).click();
    await expect(bar).toBeHidden();
    await expect(dialog.getByRole("button", { name: "Create Asset" })).toBeEnabled();
    await expect(dialog.getByLabel("Title")).toHaveValue(title);
    await expect(dialog.getByText("retry.pdf")).toBeVisible();
    await expect(page.getByText("Failed to upload file")).toHaveCount(0);
    await uploadGate.drop();

    const uploads: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/admin/upload")) uploads.push(request.url());
    });
    await page.route("**/api/admin/assets", (route) =>
      route.request().method() === "POST"
        ? route.fulfill({
            status: 400,
            contentType: "application/json",
            body: JSON.stringify({ error: { code: "unknown_brand", message: "Unknown brand: 123." } }),
          })
        : route.fallback(),
    );
    await dialog.getByRole("button", { name: "Create Asset" }).click();
    await expect(page.getByText("Failed to create asset")).toBeVisible();
    await expect(page.getByText("Unknown brand: 123.")).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Title")).toHaveValue(title);
    await expect(dialog.getByRole("checkbox", { name: /825 Education/ })).toBeChecked();

    await page.unroute("**/api/admin/assets");
    await dialog.getByRole("button", { name: "Create Asset" }).click();
    await expect(page.getByText("Asset created successfully")).toBeVisible();
    expect(uploads).toHaveLength(1);
    await expect(row(page, title).getByRole("cell").nth(2)).toHaveText("825 Education");
    await row(page, title)
      .getByRole("button", { name: `Delete ${title}` })
      .click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(row(page, title)).toHaveCount(0);
  });

  test("a failed delete says so and keeps the row", async ({ page }) => {
    await page.route("**/api/admin/assets/*", (route) =>
      route.fulfill({
        status: 404,
        contentType: "application/json",
        body: JSON.stringify({ error: { code: "asset_not_found", message: "Asset not found." } }),
      }),
    );
    await openTab(page, "assets");
    await row(page, "Welcome Chime").getByRole("button", { name: "Delete Welcome Chime" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Failed to delete asset")).toBeVisible();
    await expect(page.getByText("Asset not found.")).toBeVisible();
    await expect(row(page, "Welcome Chime")).toBeVisible();
  });

  for (const width of [1280, 390]) {
    for (const theme of ["dark", "light"]) {
      test(`no accessibility violations at ${width}px in ${theme}, tabs and dialogs`, async ({ page }) => {
        test.setTimeout(120_000);
        await page.setViewportSize({ width, height: width > 768 ? 800 : 844 });
        await page.goto("/admin?tab=assets");
        await page.evaluate((value) => localStorage.setItem("theme", value), theme);
        for (const [tab, noun] of [
          ["assets", "Asset"],
          ["resources", "Resource"],
        ] as const) {
          await openTab(page, tab);
          expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
          await expectNoAxeViolations(page);
          const dialog = await openCreate(page, noun);
          await fileInput(dialog).setInputFiles(pdfFile("A rather long brochure file name for spring 2026.pdf"));
          await expect(dialog.getByText("Please select at least one brand")).toBeVisible();
          await expect(
            dialog.getByText("No users selected - asset/resource will be available to all users"),
          ).toBeVisible();
          // The dialog holds the same elements in the same colors at either width: axe checks it once
          // per theme, at 1280px; at 390px what differs is its fit, checked below, and the tab's cards.
          if (width > 768) await expectNoAxeViolations(page);
          expect(await dialog.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
          await dialog.getByRole("button", { name: "Cancel" }).click();
          await expect(dialog).toBeHidden();
        }
      });
    }
  }
});
