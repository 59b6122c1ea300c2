import type { Locator, Page } from "@playwright/test";
import { expect, settledBox, test, waitForHydration } from "./fixtures";
import { usersOfThisSpec } from "./spec-users";

/** This spec's own users (spec-users.ts). */
const { ADMIN } = usersOfThisSpec("admin-dialogs");

const SIZES = [
  { width: 1280, height: 800 },
  { width: 1280, height: 600 },
  { width: 390, height: 844 },
] as const;

/** The create dialogs of /admin: the tab, the button that opens it, its title and its submit button. */
const DIALOGS = [
  { tab: "users", open: "Add User", title: "Create New User", submit: "Create User" },
  { tab: "assets", open: "Add Asset", title: "Create New Asset", submit: "Create Asset" },
  { tab: "resources", open: "Add Resource", title: "Create New Resource", submit: "Create Resource" },
  { tab: "calendar", open: "Add Event", title: "Create New Event", submit: "Create Event" },
] as const;

async function openDialog(page: Page, { tab, open, title }: (typeof DIALOGS)[number]) {
  await page.goto(`/admin?tab=${tab}`);
  // Users is the server's HTML: its button answers once the page has hydrated.
  await waitForHydration(page);
  await page.getByRole("button", { name: open }).click();
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The whole element is inside the viewport (IntersectionObserver also counts the dialog's own clipping). */
async function expectFullyShown(locator: Locator) {
  await expect(locator).toBeInViewport({ ratio: 1 });
}

/** The computed text color of a probe colored with a theme variable, to compare with an element's. */
function themeColor(page: Page, variable: string): Promise<string> {
  return page.evaluate((name) => {
    const probe = document.createElement("span");
    probe.style.color = `var(${name})`;
    document.body.append(probe);
    const color = getComputedStyle(probe).color;
    probe.remove();
    return color;
  }, variable);
}

const colorOf = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).color);

const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.describe("the admin create dialogs", () => {
  test.use({ storageState: ADMIN.signedIn });

  for (const size of SIZES) {
    test(`fit a ${size.width}×${size.height} screen and keep their buttons in view while the fields scroll`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      for (const spec of DIALOGS) {
        const dialog = await openDialog(page, spec);
        const submit = dialog.getByRole("button", { name: spec.submit });
        const cancel = dialog.getByRole("button", { name: "Cancel", exact: true });
        await expectFullyShown(dialog);
        await expectFullyShown(submit);
        await expectFullyShown(cancel);
        for (const to of ["middle", "end"] as const) {
          await dialog.evaluate(
            (element, where) =>
              element.scrollTo(
                0,
                where === "end" ? element.scrollHeight : element.scrollHeight / 2 - element.clientHeight / 2,
              ),
            to,
          );
          await expectFullyShown(submit);
          await expectFullyShown(cancel);
        }
        await cancel.click();
        await expect(dialog).toBeHidden();
      }
    });
  }

  test("the brand hint is muted until a submit is tried, then it is an error", async ({ page }) => {
    const dialog = await openDialog(page, DIALOGS[1]);
    const hint = dialog.getByText("Please select at least one brand");
    const submit = dialog.getByRole("button", { name: "Create Asset" });
    await expect(hint).toBeVisible();
    await expect(submit).toBeDisabled();
    const muted = await themeColor(page, "--muted-foreground");
    const destructive = await themeColor(page, "--destructive");
    expect(muted).not.toBe(destructive);
    expect(await colorOf(hint)).toBe(muted);

    await dialog.getByLabel("Title").fill("A flyer");
    await dialog.getByLabel("Title").press("Enter");
    await expect.poll(() => colorOf(hint)).toBe(destructive);
    const allBrands = dialog.getByRole("checkbox", { name: "Assign to all brands" });
    await expect(allBrands).toHaveAttribute("aria-invalid", "true");
    await expect(allBrands).toHaveAccessibleDescription("Please select at least one brand");
    // The first field that stops the form, in screen order, takes the focus: the file, then the brands.
    await expect(dialog.getByText("Choose a file or enter a URL.")).toBeVisible();
    await expect(dialog.locator("input[type=file]")).toBeFocused();
    await dialog.getByRole("tab", { name: "External URL" }).click();
    await dialog.getByRole("textbox", { name: "External URL" }).fill("https://example.com/flyer.pdf");
    await expect(dialog.getByText("Choose a file or enter a URL.")).toBeHidden();
    await dialog.getByRole("textbox", { name: "External URL" }).press("Enter");
    await expect(allBrands).toBeFocused();
    await expect(dialog).toBeVisible();

    await dialog.getByRole("checkbox", { name: /RMI Music/ }).check();
    await expect(hint).toBeHidden();
    await expect(allBrands).not.toHaveAttribute("aria-invalid", "true");
  });

  test("the event dialog's brand hint is muted until a submit is tried", async ({ page }) => {
    const dialog = await openDialog(page, DIALOGS[3]);
    const hint = dialog.getByText("Please select at least one brand");
    await expect(hint).toBeVisible();
    expect(await colorOf(hint)).toBe(await themeColor(page, "--muted-foreground"));
    await dialog.getByLabel("Title").fill("Band night");
    await dialog.getByLabel("Title").press("Enter");
    const destructive = await themeColor(page, "--destructive");
    await expect.poll(() => colorOf(hint)).toBe(destructive);
    await expect(dialog.getByText("Please enter the start date.")).toBeVisible();
  });

  for (const size of [SIZES[0], SIZES[2]]) {
    test(`a failure toast leaves the dialog's buttons uncovered at ${size.width}px`, async ({ page }) => {
      await page.setViewportSize(size);
      await page.route("**/api/admin/assets", (route) =>
        route.request().method() === "POST"
          ? route.fulfill({ status: 400, json: { error: { code: "unknown_brand", message: "Unknown brand: 123." } } })
          : route.fallback(),
      );
      const dialog = await openDialog(page, DIALOGS[1]);
      await dialog.getByLabel("Title").fill("Covered?");
      await dialog.getByRole("tab", { name: "External URL" }).click();
      await dialog.getByRole("textbox", { name: "External URL" }).fill("https://example.com/flyer.pdf");
      await dialog.getByRole("checkbox", { name: /RMI Music/ }).check();
      const submit = dialog.getByRole("button", { name: "Create Asset" });
      await submit.click();
      const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Failed to create asset" });
      await expect(toast).toBeVisible();
      const toastBox = await settledBox(toast);
      for (const button of [submit, dialog.getByRole("button", { name: "Cancel", exact: true })]) {
        const box = await button.boundingBox();
        expect(toastBox && box && overlap(toastBox, box)).toBe(false);
      }
    });
  }
});
