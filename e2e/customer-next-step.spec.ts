import type { Browser } from "@playwright/test";
import {
  collectConsoleErrors,
  expect,
  expectNoAxeViolations,
  expectNoSideScroll,
  newSignedOutContext,
  OWN_PAGE,
  test,
  waitForHydration,
} from "./fixtures";
import { usersOfThisSpec } from "./spec-users";

/** This spec's own users (spec-users.ts). */
const { REP, ADMIN } = usersOfThisSpec("customer-next-step");

const PHONE = "+1 (555) 010-1234";
const CTA = { label: "Start your rental", url: "https://quotes.example.com/start" };
const PDF = "Rental Program Overview";
const PHONE_SIZE = { width: 390, height: 844 };

/** A room of the rep's for a customer in the RMI brand, made through the API; its id, slug, brand and address. */
async function roomOfTheRep(browser: Browser) {
  const rep = await browser.newContext({ storageState: REP.storageState });
  const brands = (await (await rep.request.get("/api/brands")).json()) as { id: string; code: string }[];
  const brandId = brands.find((brand) => brand.code === "rmi")!.id;
  const assets = (await (await rep.request.get(`/api/assets?brandId=${brandId}`)).json()) as {
    id: string;
    title: string;
  }[];
  const made = await rep.request.post("/api/rooms", {
    headers: OWN_PAGE,
    data: { recipientName: "Casey Customer", brandId, assetIds: [assets.find((a) => a.title === PDF)!.id] },
  });
  expect(made.status(), await made.text()).toBe(201);
  const created = (await made.json()) as { id: string; slug: string; url: string };
  await rep.close();
  return { ...created, brandId };
}

test.describe("the customer's next step", () => {
  test.use({ viewport: PHONE_SIZE });
  let brandId = "";
  test.afterAll(async ({ browser }) => {
    // The demo brands are every spec's: the call to action goes again.
    const admin = await browser.newContext({ storageState: ADMIN.storageState });
    if (brandId)
      await admin.request.patch(`/api/admin/brands/${brandId}`, {
        headers: OWN_PAGE,
        data: { ctaLabel: null, ctaUrl: null },
      });
    await admin.close();
  });

  test("a rep's phone and a brand's call to action on the room; the customer clicks; the rep sees it", async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const room = await roomOfTheRep(browser);
    brandId = room.brandId;

    // The rep, on a phone: Profile in the user menu, the time zone already taken from the browser.
    const rep = await browser.newContext({
      storageState: REP.storageState,
      viewport: PHONE_SIZE,
      timezoneId: "America/Chicago",
    });
    const repPage = await rep.newPage();
    const repErrors = collectConsoleErrors(repPage);
    await repPage.goto("/");
    await waitForHydration(repPage);
    await expect
      .poll(
        async () => ((await (await repPage.request.get("/api/user/profile")).json()) as { timeZone: string }).timeZone,
      )
      .toBe("America/Chicago");
    await repPage.getByRole("button", { name: REP.name }).click();
    await repPage.getByRole("menuitem", { name: "Profile" }).click();
    const profile = repPage.getByRole("dialog", { name: "Profile" });
    await expect(profile.getByRole("combobox", { name: "Time zone" })).toHaveValue("America/Chicago");
    await profile.getByRole("textbox", { name: "Phone (optional)" }).fill("call me");
    await profile.getByRole("button", { name: "Save" }).click();
    await expect(profile.getByText("Enter a phone number of 7 to 15 digits, e.g. +1 555 010 1234.")).toBeVisible();
    await expectNoAxeViolations(repPage);
    await profile.getByRole("textbox", { name: "Phone (optional)" }).fill(PHONE);
    await profile.getByRole("button", { name: "Save" }).click();
    await expect(repPage.getByText("Profile saved")).toBeVisible();
    await expect(profile).toBeHidden();

    // The admin, on a phone: the Brands tab, the RMI brand's call to action.
    const admin = await browser.newContext({ storageState: ADMIN.storageState, viewport: PHONE_SIZE });
    const adminPage = await admin.newPage();
    const adminErrors = collectConsoleErrors(adminPage);
    await adminPage.goto("/admin?tab=brands");
    await waitForHydration(adminPage);
    const brandForm = adminPage.locator(`form:has(#brand-${room.brandId}-label)`);
    await brandForm.getByRole("textbox", { name: "Button label" }).fill(CTA.label);
    await brandForm.getByRole("textbox", { name: "Address (https)" }).fill("http://quotes.example.com/start");
    await brandForm.getByRole("button", { name: "Save" }).click();
    await expect(brandForm.getByText("Enter a full https:// address, e.g. https://example.com/quote.")).toBeVisible();
    await brandForm.getByRole("textbox", { name: "Address (https)" }).fill(CTA.url);
    await brandForm.getByRole("button", { name: "Save" }).click();
    await expect(adminPage.getByText("Call to action saved")).toBeVisible();
    await expectNoAxeViolations(adminPage);
    await expectNoSideScroll(adminPage);
    await admin.close();

    // The customer, signed out, on a phone: the rep's phone to call or text, and the brand's button.
    const customer = await newSignedOutContext(browser, { viewport: PHONE_SIZE });
    const page = await customer.newPage();
    const customerErrors = collectConsoleErrors(page);
    expect((await page.goto(room.url))?.status()).toBe(200);
    const contact = page.getByRole("region", { name: "Your contact" });
    await expect(contact.getByRole("link", { name: PHONE })).toHaveAttribute("href", "tel:+15550101234");
    await expect(contact.getByRole("link", { name: "Call" })).toHaveAttribute("href", "tel:+15550101234");
    await expect(contact.getByRole("link", { name: "Text" })).toHaveAttribute("href", "sms:+15550101234");
    const cta = contact.getByRole("link", { name: CTA.label });
    await expect(cta).toHaveAttribute("href", new RegExp(`^/r/${room.slug}/cta\\?o=[0-9a-f-]{36}$`));
    await expectNoSideScroll(page);
    await expectNoAxeViolations(page);
    // The click names the visit by its id, whether or not the visit is written yet. Its redirect
    // sends the browser to the brand's address: the request is checked, as the headless shell does
    // not route a redirect's target to a stand-in page (and the address is not reachable here).
    const toQuote = page.waitForRequest((request) => request.url().startsWith(CTA.url));
    await cta.click();
    expect((await toQuote).url()).toBe(`${CTA.url}?roomSlug=${room.slug}`);
    expect(customerErrors).toEqual([]);
    await customer.close();

    // The rep's room: the visit, and the click on it.
    await repPage.goto(`/rooms/${room.id}`);
    const visits = repPage.getByRole("list", { name: "Visits", exact: true });
    await expect
      .poll(
        async () => {
          await repPage.reload();
          return visits.textContent();
        },
        { timeout: 30_000 },
      )
      .toContain(`Clicked ${CTA.label}`);
    await expectNoAxeViolations(repPage);
    await expectNoSideScroll(repPage);
    expect(repErrors).toEqual([]);
    expect(adminErrors).toEqual([]);
    await rep.close();
  });
});
