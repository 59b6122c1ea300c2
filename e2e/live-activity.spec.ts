import {
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
const { REP } = usersOfThisSpec("live-activity");

const PHONE = { width: 390, height: 844 };
const READER = { name: "Jordan Alvarez", company: "Acme" };

test.describe("Activity, live", () => {
  test.use({ storageState: REP.signedIn, viewport: PHONE });

  test("a customer opens a room on their phone; the rep's Activity names them without a reload", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    // The rep's room for one customer, made as the Rooms screen makes it.
    const [brand] = (await (await page.request.get("/api/brands")).json()) as { id: string }[];
    const listed = await page.request.get(`/api/assets?brandId=${brand?.id ?? ""}`);
    const assets = (await listed.json()) as { id: string; title: string }[];
    const created = await page.request.post("/api/rooms", {
      headers: OWN_PAGE,
      data: {
        ...{ recipientName: READER.name, recipientCompany: READER.company },
        brandId: brand?.id,
        assetIds: [assets[0]?.id],
      },
    });
    expect(created.status()).toBe(201);
    const room = (await created.json()) as { id: string; url: string };

    await page.goto("/activity");
    await waitForHydration(page);
    const feed = page.getByRole("region", { name: "Who engaged" });
    await expect(feed.getByText("No one has opened your links, shares or rooms yet.")).toBeVisible();
    await expectNoSideScroll(page);
    await expectNoAxeViolations(page);
    // Marks the page: a reload would lose it.
    await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));

    const customer = await newSignedOutContext(browser, { viewport: PHONE });
    const roomPage = await customer.newPage();
    expect((await roomPage.goto(room.url))?.status()).toBe(200);

    const line = feed.getByRole("link", {
      name: `${READER.name} (${READER.company}) opened your room: ${assets[0]?.title}`,
    });
    await expect(line).toBeVisible({ timeout: 10_000 });
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    await expect(line).toHaveAttribute("href", `/rooms/${room.id}`);
    await customer.close();

    // The filters: the room is under Rooms, not under Links.
    await feed.getByRole("button", { name: "Links" }).click();
    await expect(feed.getByText("No one has clicked your tracked links yet.")).toBeVisible();
    await feed.getByRole("button", { name: "Rooms" }).click();
    await expect(feed.getByRole("button", { name: "Rooms" })).toHaveAttribute("aria-pressed", "true");
    await expect(line).toBeVisible();
    await expectNoSideScroll(page);
    await expectNoAxeViolations(page);

    await line.click();
    await expect(page).toHaveURL(new RegExp(`/rooms/${room.id}$`));
  });
});
