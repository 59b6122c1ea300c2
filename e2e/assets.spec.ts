import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { collectConsoleErrors, expect, expectNoAxeViolations, openSignedIn, test, waitForHydration } from "./fixtures";
import { usersOfThisSpec } from "./spec-users";

/** This spec's own users (spec-users.ts). */
const { REP } = usersOfThisSpec("assets");

const DEMO_ASSETS = ["Rental Program Overview", "Join the Band Flyer", "Welcome Chime", "Price List 2026"];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const card = (page: Page, title: string) => page.getByRole("article", { name: title });
const cards = (page: Page) => page.getByRole("list", { name: "Assets" }).getByRole("article");
const search = (page: Page) => page.getByRole("searchbox", { name: "Search assets" });
const filter = (page: Page, name: string) =>
  page.getByRole("group", { name: "Filter by type" }).getByRole("button", { name, exact: true });

/** Loads /assets: the server's HTML holds the first page's cards; the toolbar answers once hydrated. */
async function openAssets(page: Page) {
  await page.goto("/assets");
  await expect(page.getByRole("heading", { level: 1, name: "Asset Library" })).toBeVisible();
  await expect(cards(page)).toHaveCount(DEMO_ASSETS.length);
  await waitForHydration(page);
}

/**
 * Opens the Asset Library from Tracked Links' navigation (the sidebar, or the phone's bottom bar), a
 * client-side navigation: the browser then loads the assets from the API, which a test can answer.
 */
async function navigateToAssets(page: Page) {
  await page.goto("/tracked-links");
  await waitForHydration(page);
  await page.locator('a[href="/assets"]').filter({ visible: true }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Asset Library" })).toBeVisible();
}

/** Opens the Share dialog of an asset; resolves with the dialog and the asset id the link was created for. */
async function openShare(page: Page, title: string) {
  const created = page.waitForRequest(
    (request) => request.url().endsWith("/api/assets/share") && request.method() === "POST",
  );
  await card(page, title).getByRole("button", { name: "Share" }).click();
  const assetId: string = (await created).postDataJSON().assetId;
  const dialog = page.getByRole("dialog", { name: "Share Asset" });
  await expect(dialog.getByRole("textbox", { name: "Share link" })).toHaveValue(/\/asset\/[\w-]+$/);
  return { dialog, assetId };
}

test.describe("Asset Library as a rep", () => {
  test.use({ storageState: REP.signedIn });

  test.beforeEach(async ({ page }) => {
    await openSignedIn(page);
  });

  test("lists RMI Music's assets with type, added date, size and duration, painted by the server", async ({ page }) => {
    // The first page comes with the page's HTML: the browser asks the API for none.
    const asked: string[] = [];
    page.on("request", (sent) => {
      if (new URL(sent.url()).pathname === "/api/assets") asked.push(sent.url());
    });
    await openAssets(page);
    for (const title of DEMO_ASSETS) await expect(card(page, title)).toBeVisible();
    const chime = card(page, "Welcome Chime");
    await expect(chime).toContainText("Audio");
    await expect(chime).toContainText("Short audio sting for presentations and videos.");
    await expect(chime).toContainText("16 KB");
    await expect(chime).toContainText("0:02");
    await expect(chime).toContainText(/Added [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    await expect(card(page, "Rental Program Overview")).toContainText("PDF");
    await expect(card(page, "Join the Band Flyer")).toContainText("Image");
    expect(asked).toEqual([]);
  });

  test("search narrows on the server; nonsense matches nothing", async ({ page }) => {
    await openAssets(page);
    const searched = page.waitForRequest(
      (request) => request.url().includes("/api/assets?") && request.url().includes("search=price"),
    );
    await search(page).fill("price");
    await searched;
    await expect(cards(page)).toHaveCount(1);
    await expect(card(page, "Price List 2026")).toBeVisible();

    await search(page).fill("zzqx-no-such-asset");
    await expect(page.getByText("No assets match your search")).toBeVisible();
    await expect(cards(page)).toHaveCount(0);

    await search(page).fill("");
    await expect(cards(page)).toHaveCount(DEMO_ASSETS.length);
  });

  test("the type filter works on the search results in the browser", async ({ page }) => {
    await openAssets(page);
    await expect(filter(page, "All")).toHaveAttribute("aria-pressed", "true");
    await filter(page, "PDF").click();
    await expect(filter(page, "PDF")).toHaveAttribute("aria-pressed", "true");
    await expect(filter(page, "All")).toHaveAttribute("aria-pressed", "false");
    await expect(cards(page)).toHaveCount(2);
    await expect(card(page, "Rental Program Overview")).toBeVisible();
    await expect(card(page, "Price List 2026")).toBeVisible();

    await filter(page, "Audio").click();
    await expect(cards(page)).toHaveCount(1);
    await expect(card(page, "Welcome Chime")).toBeVisible();

    await filter(page, "Image").click();
    await expect(cards(page)).toHaveCount(1);
    // An image of the portal's own is its own cover.
    await expect(card(page, "Join the Band Flyer").locator("img")).toHaveAttribute(
      "src",
      "/samples/band-program-flyer.svg",
    );

    await filter(page, "Video").click();
    await expect(page.getByText("No assets match your search")).toBeVisible();

    await filter(page, "PDF").click();
    await search(page).fill("overview");
    await expect(cards(page)).toHaveCount(1);
    await expect(card(page, "Rental Program Overview")).toBeVisible();

    await search(page).fill("");
    await filter(page, "All").click();
    await expect(cards(page)).toHaveCount(DEMO_ASSETS.length);
  });

  test("copy link puts the tracked asset URL on the clipboard", async ({ page, context, baseURL }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    await openAssets(page);
    await card(page, "Rental Program Overview").getByRole("button", { name: "Copy link" }).click();
    await expect(page.getByText("Copied!")).toBeVisible();
    await expect(page.getByText("Asset link copied to clipboard")).toBeVisible();

    const copied = new URL(await page.evaluate(() => navigator.clipboard.readText()));
    expect(copied.origin).toBe(new URL(baseURL ?? "").origin);
    expect(copied.pathname).toMatch(/^\/uploads\/[0-9a-f-]{36}\.pdf$/);
    expect(copied.searchParams.get("utm_source")).toMatch(UUID);
    expect(copied.searchParams.get("utm_campaign")).toMatch(/^asset_[0-9a-f-]{36}$/);
    expect(copied.searchParams.get("utm_medium")).toBe("rmi");
  });

  test("a refused clipboard shows 'Failed to copy asset link'", async ({ page }) => {
    await page.addInitScript(() => {
      navigator.clipboard.writeText = () => Promise.reject(new Error("denied"));
    });
    await openAssets(page);
    const consoleErrors = collectConsoleErrors(page);
    await card(page, "Welcome Chime").getByRole("button", { name: "Copy link" }).click();
    await expect(page.getByText("Failed to copy asset link")).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test("download saves the asset's file", async ({ page }) => {
    await openAssets(page);
    const download = page.waitForEvent("download");
    await card(page, "Rental Program Overview").getByRole("button", { name: "Download" }).click();
    expect((await download).suggestedFilename()).toBe("Rental Program Overview.pdf");
    await expect(page.getByText("Download started")).toBeVisible();
  });
});

/** The newest outbox e-mail to an address, soft line breaks of quoted-printable undone. */
function outboxMailTo(email: string): string | undefined {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? "", "outbox");
  if (!fs.existsSync(outbox)) return undefined;
  for (const file of fs.readdirSync(outbox).sort().reverse()) {
    const text = fs
      .readFileSync(path.join(outbox, file), "utf8")
      .replace(/=\r?\n/g, "")
      .replace(/=3D/g, "=");
    if (text.includes(`To: ${email}`)) return text;
  }
  return undefined;
}

test.describe("the Share dialog", () => {
  test.use({ storageState: REP.signedIn });

  test.beforeEach(async ({ page }) => {
    await openSignedIn(page);
    await openAssets(page);
  });

  test("creates a share link with a QR code, copies it and downloads the QR code", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    const { dialog, assetId } = await openShare(page, "Rental Program Overview");
    const link = await dialog.getByRole("textbox", { name: "Share link" }).inputValue();
    expect(link.startsWith(`${baseURL}/asset/`)).toBe(true);
    const qr = dialog.getByRole("img", { name: "QR code of the share link" });
    await expect(qr).toBeVisible();
    expect(
      await qr.evaluate((canvas) => (canvas instanceof HTMLCanvasElement ? canvas.width / devicePixelRatio : 0)),
    ).toBe(128);

    await dialog.getByRole("button", { name: "Copy", exact: true }).click();
    await expect(page.getByText("Link Copied", { exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    const download = page.waitForEvent("download");
    await dialog.getByRole("button", { name: "Download QR Code" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(new RegExp(`^asset-qr-${assetId}-\\d{13}\\.png$`));
    const png = fs.readFileSync(await file.path());
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([200, 200]);
    await expect(page.getByText("QR Code Downloaded")).toBeVisible();
  });

  test("Send needs an e-mail, then really sends a personal link and clears the fields", async ({ page }) => {
    const { dialog } = await openShare(page, "Welcome Chime");
    const send = dialog.getByRole("button", { name: "Send", exact: true });
    await expect(send).toBeDisabled();

    await dialog.getByLabel("Customer email").fill("   ");
    await send.click();
    const required = page.locator("[data-sonner-toast]").filter({ hasText: "Email Required" });
    await expect(required).toContainText("Customer email is required to send the asset.");
    await expect(dialog.getByLabel("Customer email")).toHaveAccessibleDescription(
      "Customer email is required to send the asset.",
    );

    await dialog.getByLabel("Customer email").fill("customer@example.com");
    await dialog.getByLabel("Personal message (optional)").fill("Here is the chime we talked about.");
    await send.click();
    await expect(page.getByText("Email Sent")).toBeVisible();
    await expect(page.getByText("Asset has been sent to customer@example.com")).toBeVisible();
    await expect(dialog.getByLabel("Customer email")).toHaveValue("");
    await expect(dialog.getByLabel("Personal message (optional)")).toHaveValue("");
    // A room for the customer (docs/sharing.md#the-share-e-mail): the rep sees who opened it.
    await expect.poll(() => outboxMailTo("customer@example.com")).toMatch(/\/r\/[\w-]+\?via=email/);
  });

  test("a malformed e-mail is named under the field, as on the login form, and keeps Send disabled", async ({
    page,
  }) => {
    const sends: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/assets/share/email")) sends.push(request.url());
    });
    const { dialog } = await openShare(page, "Welcome Chime");
    const field = dialog.getByLabel("Customer email");
    const send = dialog.getByRole("button", { name: "Send", exact: true });
    const message = dialog.getByText("Please enter a valid email address", { exact: true });

    await field.fill("customer@example");
    await expect(send).toBeDisabled();
    await field.press("Enter");
    await dialog.getByLabel("Personal message (optional)").focus();
    await expect(message).toBeVisible();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription("Please enter a valid email address");
    await expectNoAxeViolations(page);

    await field.fill("customer@example.com");
    await expect(message).toBeHidden();
    await expect(send).toBeEnabled();
    await field.fill("customer@@example.com");
    await expect(message).toBeVisible();
    await expect(send).toBeDisabled();
    expect(sends).toEqual([]);
  });

  test("a server failure on Send shows its message and keeps the fields", async ({ page }) => {
    await page.route("**/api/assets/share/email", (route) =>
      route.fulfill({
        status: 502,
        contentType: "application/json",
        body: JSON.stringify({ error: { code: "upstream", message: "The mail server did not answer." } }),
      }),
    );
    const { dialog } = await openShare(page, "Welcome Chime");
    await dialog.getByLabel("Customer email").fill("customer@example.com");
    await dialog.getByRole("button", { name: "Send", exact: true }).click();
    await expect(page.getByText("Failed to send email")).toBeVisible();
    await expect(page.getByText("The mail server did not answer.")).toBeVisible();
    await expect(dialog.getByLabel("Customer email")).toHaveValue("customer@example.com");
  });

  test("closing resets link, QR code, email and message", async ({ page }) => {
    const { dialog } = await openShare(page, "Price List 2026");
    await dialog.getByLabel("Customer email").fill("someone@example.com");
    await dialog.getByLabel("Personal message (optional)").fill("Hello");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(card(page, "Price List 2026").getByRole("button", { name: "Share" })).toBeFocused();

    const reopened = await openShare(page, "Price List 2026");
    await expect(reopened.dialog.getByLabel("Customer email")).toHaveValue("");
    await expect(reopened.dialog.getByLabel("Personal message (optional)")).toHaveValue("");
    await expect(reopened.dialog.getByRole("img", { name: "QR code of the share link" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(reopened.dialog).toBeHidden();
  });

  test("a failed link creation shows 'Error creating share link' and keeps Send disabled", async ({ page }) => {
    await page.route("**/api/assets/share", (route) =>
      route.fulfill({
        status: 404,
        contentType: "application/json",
        body: JSON.stringify({ error: { code: "not_found", message: "This asset is not available." } }),
      }),
    );
    await card(page, "Welcome Chime").getByRole("button", { name: "Share" }).click();
    const dialog = page.getByRole("dialog", { name: "Share Asset" });
    await expect(page.getByText("Error creating share link")).toBeVisible();
    await expect(page.getByText("This asset is not available.")).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: "Share link" })).toHaveValue("");
    await expect(dialog.getByRole("img", { name: "QR code of the share link" })).toHaveCount(0);
    await dialog.getByLabel("Customer email").fill("customer@example.com");
    await expect(dialog.getByRole("button", { name: "Send", exact: true })).toBeDisabled();
    await expect(dialog.getByRole("button", { name: "Retry" })).toBeVisible();
  });
});

test.describe("Asset Library edge cases and looks", () => {
  test.use({ storageState: REP.signedIn });

  test.beforeEach(async ({ page }) => {
    await openSignedIn(page);
  });

  test("a server error shows a toast and the page stays usable", async ({ page }) => {
    await page.route("**/api/assets?**", (route) => route.fulfill({ status: 500, body: "database down" }));
    await navigateToAssets(page);
    await expect(page.getByText("Failed to load assets")).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText("500: database down")).toBeVisible();
    await expect(page.getByText("The assets could not be loaded.")).toBeVisible();
    await page.unroute("**/api/assets?**");
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(cards(page)).toHaveCount(DEMO_ASSETS.length);
  });

  test("no assets for the brand says so", async ({ page }) => {
    await page.route("**/api/assets?**", (route) => route.fulfill({ json: [] }));
    await navigateToAssets(page);
    await expect(page.getByText("No assets available for this brand")).toBeVisible();
  });

  test("long texts wrap inside their cards and script is shown as text", async ({ page }) => {
    const long = `${"Supercalifragilistic".repeat(15)} ${"word ".repeat(120)}`;
    const script = "<script>document.title='pwned'</script><img src=x onerror=alert(1)>";
    await page.route("**/api/assets?**", (route) =>
      route.fulfill({
        json: [
          {
            id: "a1",
            title: long,
            description: long,
            type: "PDF",
            fileSize: 2048,
            duration: null,
            createdAt: "2026-01-15T10:00:00.000Z",
            url: "/x.pdf",
          },
          {
            id: "a2",
            title: script,
            description: script,
            type: "Video",
            fileSize: 999,
            duration: "12:34",
            createdAt: "2026-02-01T10:00:00.000Z",
            url: "/y.mp4",
          },
        ],
      }),
    );
    const alerts: string[] = [];
    page.on("dialog", (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await navigateToAssets(page);
      await expect(cards(page)).toHaveCount(2);
      await expect(card(page, script)).toContainText("999 KB");
      await expect(cards(page).first()).toContainText("2.00 MB");
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    }
    expect(await page.title()).not.toBe("pwned");
    expect(alerts).toEqual([]);
  });

  test("over a page: 'Load more assets' fetches the next page; a new search keeps old cards until it answers", async ({
    page,
  }) => {
    const asset = (n: number) => ({
      id: `p${n}`,
      title: `Paged asset ${n}`,
      description: "",
      type: "PDF",
      fileSize: 10,
      duration: null,
      createdAt: "2026-01-15T10:00:00.000Z",
      url: `/p${n}.pdf`,
    });
    let releaseSearch: () => void = () => undefined;
    const searchHeld = new Promise<void>((resolve) => (releaseSearch = resolve));
    await page.route("**/api/assets?**", async (route) => {
      const url = new URL(route.request().url());
      if (url.searchParams.get("search")) {
        await searchHeld;
        return route.fulfill({ json: [asset(9)], headers: { "X-Total-Count": "1" } });
      }
      if (url.searchParams.get("cursor") === "page-2") return route.fulfill({ json: [asset(3), asset(4)] });
      return route.fulfill({
        json: [asset(1), asset(2)],
        headers: { "X-Next-Cursor": "page-2", "X-Total-Count": "4" },
      });
    });
    await navigateToAssets(page);
    await expect(cards(page)).toHaveCount(2);
    const more = page.getByRole("button", { name: "Load more assets" });
    await expectNoAxeViolations(page);
    const nextPage = page.waitForRequest((request) => new URL(request.url()).searchParams.get("cursor") === "page-2");
    await more.click();
    await nextPage;
    await expect(cards(page)).toHaveCount(4);
    await expect(card(page, "Paged asset 4")).toBeVisible();
    await expect(more).toHaveCount(0);

    const searched = page.waitForRequest((request) => request.url().includes("search=nine"));
    await search(page).fill("nine");
    await searched;
    await expect(cards(page)).toHaveCount(4);
    await expect(page.getByText("Loading assets...")).toHaveCount(0);
    releaseSearch();
    await expect(cards(page)).toHaveCount(1);
    await expect(card(page, "Paged asset 9")).toBeVisible();
  });

  for (const width of [1280, 390]) {
    test(`no accessibility violations in dark and light at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width > 768 ? 800 : 844 });
      for (const theme of ["dark", "light"]) {
        await page.goto("/assets");
        await page.evaluate((value) => localStorage.setItem("theme", value), theme);
        await page.reload();
        await expect(cards(page)).toHaveCount(DEMO_ASSETS.length);
        await waitForHydration(page);
        await expectNoAxeViolations(page);
        // The Share dialog holds the same elements in the same colors at either width: checked once
        // per theme, at 1280px. At 390px the page's stacked cards are what differs.
        if (width > 768) {
          await openShare(page, "Welcome Chime");
          await expectNoAxeViolations(page);
        }
      }
    });
  }
});
