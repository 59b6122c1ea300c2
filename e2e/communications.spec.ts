import fs from "node:fs";
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, openSignedIn, signInWithPassword, test } from "./fixtures";
import { makeTrackedLink, usersOfThisSpec } from "./spec-users";

/** This spec's own users (spec-users.ts). */
const { REP, ADMIN } = usersOfThisSpec("communications");

/** The rep's link that the builder offers to insert. */
test.beforeAll(() => makeTrackedLink(REP, "Spring Rental Promo", "https://example.com/spring-rentals"));
function toast(page: Page, title: string, description?: string) {
  const toasts = page.locator("[data-sonner-toast]").filter({ hasText: title });
  return (description ? toasts.filter({ hasText: description }) : toasts).first();
}

function editor(page: Page) {
  return page.getByLabel("Email text");
}

function savedRow(page: Page, name: string) {
  return page
    .getByRole("region", { name: "Saved Templates" })
    .getByRole("listitem")
    .filter({ has: page.getByText(name, { exact: true }) });
}

interface StoredTemplate {
  id: string;
  name: string;
  body_plain: string;
  rep_id: string;
  updated_at: string;
}

async function storedTemplates(page: Page): Promise<StoredTemplate[]> {
  return page.evaluate(() => JSON.parse(localStorage.getItem("emailTemplates") ?? "[]") as StoredTemplate[]);
}

async function saveAs(page: Page, name: string) {
  await page.getByRole("button", { name: "Save Template" }).click();
  const dialog = page.getByRole("dialog", { name: "Save Template" });
  await dialog.getByLabel("Template name").fill(name);
  await dialog.getByLabel("Template name").press("Enter");
}

test.describe("plain text email builder as a rep", () => {
  test.use({ storageState: REP.signedIn });

  test.beforeEach(async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await openSignedIn(page);
    await page.goto("/communications");
    await expect(page.getByRole("heading", { level: 1, name: "Plain Text Email Builder" })).toBeVisible();
    // Links get the brand's code once the brands have loaded (before that the fallback 'brand' of
    // docs/rules.md#tracking-parameters).
    await expect
      .poll(() =>
        page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--brand-primary").trim()),
      )
      .not.toBe("");
  });

  test("save (blank name refused), overwrite, rename, duplicate, load and delete a template", async ({ page }) => {
    await editor(page).fill("Hi [Name],\nOur rental night is soon.");
    await expect(page.getByText("36 characters")).toBeVisible();

    await page.getByRole("button", { name: "Save Template" }).click();
    const saveDialog = page.getByRole("dialog", { name: "Save Template" });
    await saveDialog.getByLabel("Template name").fill("   ");
    await saveDialog.getByLabel("Template name").press("Enter");
    await expect(toast(page, "Template name required", "Please enter a name for your template")).toBeVisible();
    await expect(saveDialog).toBeVisible();
    await saveDialog.getByLabel("Template name").fill("Rental night");
    await saveDialog.getByLabel("Template name").press("Enter");
    await expect(toast(page, "Template saved")).toBeVisible();
    await expect(saveDialog).toBeHidden();
    await expect(savedRow(page, "Rental night")).toContainText("Editing");

    const [saved] = await storedTemplates(page);
    expect(saved).toMatchObject({ name: "Rental night", body_plain: "Hi [Name],\nOur rental night is soon." });
    expect(saved?.rep_id).toMatch(/\S/);
    expect(new Date(saved?.updated_at ?? "").toISOString()).toBe(saved?.updated_at);

    // Editing a loaded template: Save overwrites it without asking for a name.
    await editor(page).fill("Hi [Name],\nOur rental night is on Friday.");
    await page.getByRole("button", { name: "Save Template" }).click();
    await expect(saveDialog).toBeHidden();
    await expect
      .poll(async () => (await storedTemplates(page)).map((t) => [t.id, t.body_plain]))
      .toEqual([[saved?.id, "Hi [Name],\nOur rental night is on Friday."]]);

    await savedRow(page, "Rental night").getByRole("button", { name: "Rename" }).click();
    const renameDialog = page.getByRole("dialog", { name: "Rename Template" });
    await expect(renameDialog.getByLabel("Template name")).toHaveValue("Rental night");
    await renameDialog.getByLabel("Template name").fill(" ");
    await renameDialog.getByLabel("Template name").press("Enter");
    await expect(renameDialog).toBeVisible();
    expect((await storedTemplates(page))[0]?.name).toBe("Rental night");
    await renameDialog.getByLabel("Template name").fill("Friday rental night");
    await renameDialog.getByLabel("Template name").press("Enter");
    await expect(toast(page, "Template renamed")).toBeVisible();
    await expect(renameDialog).toBeHidden();

    await savedRow(page, "Friday rental night").getByRole("button", { name: "Duplicate" }).click();
    await expect(toast(page, "Template duplicated")).toBeVisible();
    const names = page.getByRole("region", { name: "Saved Templates" }).getByRole("listitem");
    await expect(names).toHaveCount(2);
    await expect(names.first()).toContainText("Friday rental night (Copy)");
    const [copy, original] = await storedTemplates(page);
    expect(copy?.id).not.toBe(original?.id);
    expect(copy?.body_plain).toBe(original?.body_plain);

    await editor(page).fill("");
    await savedRow(page, "Friday rental night (Copy)").getByRole("button", { name: "Load" }).click();
    await expect(toast(page, "Template loaded")).toBeVisible();
    await expect(editor(page)).toHaveValue("Hi [Name],\nOur rental night is on Friday.");
    await expect(savedRow(page, "Friday rental night (Copy)")).toContainText("Editing");

    // Delete asks in the portal's own confirmation dialog (the admin deletes' one), never the browser's.
    const nativeDialogs: string[] = [];
    page.on("dialog", (dialog) => {
      nativeDialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const confirm = page.getByRole("alertdialog", { name: "Are you sure you want to delete this template?" });
    await savedRow(page, "Friday rental night (Copy)").getByRole("button", { name: "Delete" }).click();
    await expect(confirm).toContainText("Friday rental night (Copy) will be deleted. This cannot be undone.");
    await expectNoAxeViolations(page);
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toBeHidden();
    await expect(names).toHaveCount(2);
    await savedRow(page, "Friday rental night (Copy)").getByRole("button", { name: "Delete" }).click();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, "Template deleted")).toBeVisible();
    await expect(names).toHaveCount(1);
    expect(nativeDialogs).toEqual([]);
    expect((await storedTemplates(page)).map((t) => t.name)).toEqual(["Friday rental night"]);
  });

  test("Copy and Download add utm_source and utm_campaign to typed links", async ({ page }) => {
    await editor(page).fill("See https://example.com/rentals?x=1. Thanks!");
    await page.getByRole("button", { name: "Copy", exact: true }).click();
    await expect(toast(page, "Copied!", "Email text copied to clipboard")).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^See https:\/\/example\.com\/rentals\?x=1&utm_source=[\w-]+&utm_campaign=rmi\. Thanks!$/);

    const downloadEvent = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download" }).click();
    const download = await downloadEvent;
    expect(download.suggestedFilename()).toMatch(/^email-template-\d+\.txt$/);
    expect(fs.readFileSync(await download.path(), "utf8")).toBe(copied);
    await expect(toast(page, "Download started")).toBeVisible();
  });

  test("the Assets & Links panel inserts an asset and a tracked link at the cursor", async ({ page }) => {
    const origin = new URL(page.url()).origin;
    await page.getByRole("button", { name: "Assets & Links" }).click();
    const panel = page.getByRole("region", { name: "Assets & Links" });
    await expect(panel.getByRole("tab", { name: /^Assets \(\d+\)$/ })).toHaveAttribute("aria-selected", "true");
    await expect(panel.getByRole("tab", { name: "Tracked Links (1)" })).toBeVisible();

    await editor(page).fill("Start\nEnd");
    await editor(page).evaluate((area: HTMLTextAreaElement) => area.setSelectionRange(6, 6));
    await panel.getByRole("button", { name: /Rental Program Overview/ }).click();
    await expect(toast(page, "Asset link inserted")).toBeVisible();
    await expect(editor(page)).toHaveValue(
      new RegExp(`^Start\nRental Program Overview: ${origin.replace(/\./g, "\\.")}/uploads/[0-9a-f-]{36}\\.pdf\nEnd$`),
    );

    await editor(page).fill("Click: ");
    await panel.getByRole("tab", { name: "Tracked Links (1)" }).click();
    await panel.getByRole("button", { name: /Spring Rental Promo/ }).click();
    await expect(toast(page, "Tracked link inserted")).toBeVisible();
    const value = await editor(page).inputValue();
    expect(value).toMatch(new RegExp(`^Click: ${origin.replace(/\./g, "\\.")}/go/[\\w-]+$`));

    await page.getByRole("button", { name: "Assets & Links" }).click();
    await expect(panel).toBeHidden();
  });

  test("inserts never glue onto the text around them, and Copy tracks each link on its own", async ({ page }) => {
    const origin = new URL(page.url()).origin;
    await page.getByRole("button", { name: "Assets & Links" }).click();
    const panel = page.getByRole("region", { name: "Assets & Links" });
    await editor(page).fill("Here are the links:\n");
    await panel.getByRole("button", { name: /Price List 2026/ }).click();
    await panel.getByRole("tab", { name: "Tracked Links (1)" }).click();
    await panel.getByRole("button", { name: /Spring Rental Promo/ }).click();
    await expect(editor(page)).toHaveValue(/\/go\//);
    const [, assetLine, linkLine] = (await editor(page).inputValue()).split("\n");
    expect(assetLine).toMatch(
      new RegExp(`^Price List 2026: ${origin.replace(/\./g, "\\.")}/uploads/[0-9a-f-]{36}\\.pdf$`),
    );
    expect(linkLine).toMatch(new RegExp(`^${origin.replace(/\./g, "\\.")}/go/[\\w-]+$`));

    // In the middle of a word, the link is set apart from both halves and the caret goes past it.
    await editor(page).fill("Our students love it");
    await editor(page).evaluate((area: HTMLTextAreaElement) => area.setSelectionRange(7, 7));
    await panel.getByRole("button", { name: /Spring Rental Promo/ }).click();
    await expect(editor(page)).toHaveValue(`Our stu\n${linkLine}\ndents love it`);
    await expect(editor(page)).toBeFocused();
    await page.keyboard.type("[typed]");
    await expect(editor(page)).toHaveValue(`Our stu\n${linkLine}\n[typed]dents love it`);
    await page.getByRole("button", { name: "Copy", exact: true }).click();
    await expect(toast(page, "Copied!", "Email text copied to clipboard")).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(
      /^Our stu\nhttp:\/\/[^\s]+\/go\/[\w-]+\?utm_source=[\w-]+&utm_campaign=rmi\n\[typed\]dents love it$/,
    );
  });

  test("a corrupted emailTemplates value does not break the page and is replaced by the next save", async ({
    page,
  }) => {
    await page.evaluate(() => localStorage.setItem("emailTemplates", '[{"id":"x","name":'));
    await page.reload();
    await expect(page.getByText("No templates saved yet. Write an email and choose Save Template.")).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("emailTemplates"))).toBe('[{"id":"x","name":');
    await editor(page).fill("Fresh start");
    await saveAs(page, "First");
    await expect(toast(page, "Template saved")).toBeVisible();
    expect((await storedTemplates(page)).map((t) => t.name)).toEqual(["First"]);
  });

  test("a full storage: the save fails with an error toast and the text is kept", async ({ page }) => {
    await page.evaluate(() => {
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (key: string, value: string) {
        if (key === "emailTemplates") throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
        setItem.call(this, key, value);
      };
    });
    await editor(page).fill("Keep me");
    await saveAs(page, "Too big");
    await expect(toast(page, "Template not saved", "storage is full or blocked")).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Save Template" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(editor(page)).toHaveValue("Keep me");
  });

  test("a pending template from the Resource Center is loaded once, in place of a draft", async ({ page }) => {
    await editor(page).fill("An older draft");
    const pending = {
      id: "school-intro",
      name: "School District Introduction Email",
      body_plain: "Dear [Name],\nRMI Music here.",
    };
    await page.evaluate((value) => localStorage.setItem("pendingTemplate", JSON.stringify(value)), pending);
    await page.goto("/communications");
    await expect(toast(page, "Template loaded")).toBeVisible();
    await expect(editor(page)).toHaveValue(pending.body_plain);
    expect(await page.evaluate(() => localStorage.getItem("pendingTemplate"))).toBeNull();
    // With nothing unsaved left, a reload starts empty: the template is not loaded a second time.
    await editor(page).fill("");
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Plain Text Email Builder" })).toBeVisible();
    await expect(editor(page)).toHaveValue("");
    await expect(toast(page, "Template loaded")).toHaveCount(0);
  });

  test("unsaved text is kept as a draft over a reload and a visit elsewhere, and dropped once saved", async ({
    page,
  }) => {
    const drafts = () => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("emailDraft")));
    await editor(page).fill("Unsaved words for [Name]");
    await page.reload();
    await expect(toast(page, "Draft restored")).toBeVisible();
    await expect(editor(page)).toHaveValue("Unsaved words for [Name]");

    await page.getByRole("navigation").getByRole("link", { name: "Asset Library" }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Asset Library" })).toBeVisible();
    await page.goBack();
    await expect(editor(page)).toHaveValue("Unsaved words for [Name]");

    await saveAs(page, "Kept");
    await expect(toast(page, "Template saved")).toBeVisible();
    await expect.poll(drafts).toEqual([]);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Plain Text Email Builder" })).toBeVisible();
    await expect(editor(page)).toHaveValue("");

    // An edit of a saved template comes back as that template's edit; Save then overwrites it.
    await savedRow(page, "Kept").getByRole("button", { name: "Load" }).click();
    await editor(page).fill("Kept, and edited");
    await expect.poll(drafts).toHaveLength(1);
    await page.reload();
    await expect(editor(page)).toHaveValue("Kept, and edited");
    await expect(savedRow(page, "Kept")).toContainText("Editing");
    await page.getByRole("button", { name: "Save Template" }).click();
    await expect(toast(page, "Template saved")).toBeVisible();
    await expect.poll(drafts).toEqual([]);
    expect((await storedTemplates(page)).map((t) => [t.name, t.body_plain])).toEqual([["Kept", "Kept, and edited"]]);
  });

  test("on a phone, opening Assets & Links brings the panel into view and moves focus to it", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole("button", { name: "Assets & Links" }).click();
    const panel = page.getByRole("region", { name: "Assets & Links" });
    await expect(panel).toBeFocused();
    const firstItem = panel.getByRole("listitem").first();
    await expect(firstItem).toBeVisible();
    // Clear of the fixed top bar and of the bottom bar (4rem each).
    await expect
      .poll(async () => {
        const heading = await panel.getByRole("heading", { name: "Assets & Links" }).boundingBox();
        const item = await firstItem.boundingBox();
        return Boolean(heading && item && heading.y >= 64 && item.y + item.height <= 844 - 64);
      })
      .toBe(true);
  });

  for (const width of [1280, 390]) {
    test(`no accessibility violations in dark and light at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width > 768 ? 800 : 844 });
      await editor(page).fill("Hello [Name],\nHere is our price list: https://example.com/prices");
      const name =
        "Price list follow-up <script>alert('x')</script> with a rather long name that has to wrap on a phone";
      await saveAs(page, name);
      await expect(toast(page, "Template saved")).toBeVisible();
      await expect(savedRow(page, name)).toBeVisible();
      await page.getByRole("button", { name: "Assets & Links" }).click();
      await expect(page.getByRole("region", { name: "Assets & Links" }).getByRole("listitem").first()).toBeVisible();
      await expectNoAxeViolations(page);
      await page.evaluate(() => localStorage.setItem("theme", "light"));
      await page.reload();
      await expect(page.locator("html")).not.toHaveClass(/dark/);
      await page.getByRole("button", { name: "Assets & Links" }).click();
      await expect(page.getByRole("region", { name: "Assets & Links" }).getByRole("listitem").first()).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});

test.describe("templates of different users on one browser", () => {
  async function signOut(page: Page, name: string) {
    await page.getByRole("button", { name: new RegExp(name) }).click();
    await page.getByRole("menuitem", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/login$/);
  }

  test("the next admin to sign in neither sees nor counts a rep's templates, which come back for the rep", async ({
    page,
  }) => {
    await signInWithPassword(page, REP);
    await page.goto("/communications");
    await editor(page).fill("Only for the rep");
    await saveAs(page, "Rep's template");
    await expect(toast(page, "Template saved")).toBeVisible();
    await signOut(page, REP.name);

    await signInWithPassword(page, ADMIN);
    const recent = page.getByRole("region", { name: "Recent Email Templates" });
    await expect(recent.getByText("No templates created yet")).toBeVisible();
    await expect(page.getByRole("group", { name: "Email Templates" })).toContainText("0 created this week");
    await page.goto("/communications");
    // In the page shown: a hidden copy of the card was once in the document at the same time (CI).
    await expect(
      page.getByRole("main").getByText("No templates saved yet. Write an email and choose Save Template."),
    ).toBeVisible();
    await editor(page).fill("Only for the admin");
    await saveAs(page, "Admin's template");
    await expect(toast(page, "Template saved")).toBeVisible();
    await expect(page.getByRole("region", { name: "Saved Templates" }).getByRole("listitem")).toHaveCount(1);
    expect((await storedTemplates(page)).map((t) => t.name).sort()).toEqual(["Admin's template", "Rep's template"]);
    await signOut(page, ADMIN.name);

    await signInWithPassword(page, REP);
    await expect(recent.getByRole("listitem")).toHaveCount(1);
    await expect(recent).toContainText("Rep's template");
    await page.goto("/communications");
    await expect(savedRow(page, "Rep's template")).toBeVisible();
    await expect(page.getByRole("region", { name: "Saved Templates" }).getByRole("listitem")).toHaveCount(1);
  });

  test("an unsaved draft is kept for its own user only", async ({ page }) => {
    await signInWithPassword(page, REP);
    await page.goto("/communications");
    await editor(page).fill("The rep's unsaved draft");
    await signOut(page, REP.name);

    await signInWithPassword(page, ADMIN);
    await page.goto("/communications");
    await expect(page.getByRole("heading", { level: 1, name: "Plain Text Email Builder" })).toBeVisible();
    await expect(editor(page)).toHaveValue("");
    await signOut(page, ADMIN.name);

    await signInWithPassword(page, REP);
    await page.goto("/communications");
    await expect(editor(page)).toHaveValue("The rep's unsaved draft");
  });
});
