import fs from "node:fs";
import path from "node:path";
import type { Download, Locator, Page } from "@playwright/test";
import { collectConsoleErrors, expect, newSignedOutContext, openSignedIn, switchBrand, test } from "./fixtures";
import { usersOfThisSpec } from "./spec-users";

/** This spec's own users (spec-users.ts). */
const { REP } = usersOfThisSpec("share-email");

const BAC = { name: "BAC Events" };

/** The newest .eml the e2e server wrote to `to`, with its headers unfolded. */
function outboxMailTo(to: string): { headers: string[]; raw: string } | undefined {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? "", "outbox");
  if (!fs.existsSync(outbox)) return undefined;
  for (const file of fs.readdirSync(outbox).sort().reverse()) {
    const raw = fs.readFileSync(path.join(outbox, file), "utf8");
    const headers = raw
      .split(/\r?\n\r?\n/)[0]!
      .replace(/\r?\n[ \t]+/g, " ")
      .split(/\r?\n/);
    if (headers.includes(`To: ${to}`)) return { headers, raw };
  }
  return undefined;
}

/** Quoted-printable undone, so the body reads as sent. */
const unQuoted = (text: string) =>
  text.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** A header's RFC 2047 encoded words undone (a long subject is folded into several of them). */
const encodedWordsUndone = (header: string) =>
  header
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_m, text: string) => unQuoted(text.replace(/_/g, " ")));

async function downloaded(dialog: Locator, page: Page, button: string): Promise<{ file: Download; bytes: Buffer }> {
  const download = page.waitForEvent("download");
  await dialog.getByRole("button", { name: button }).click();
  const file = await download;
  return { file, bytes: fs.readFileSync(await file.path()) };
}

/** The colors of a PNG's pixels at the given points, read by the browser. */
function pixels(page: Page, png: Buffer, points: [number, number][]): Promise<string[]> {
  return page.evaluate(
    async ({ data, points }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const canvas = document.createElement("canvas");
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext("2d")!;
      context.drawImage(image, 0, 0);
      return points.map(([x, y]) => {
        const [r, g, b] = context.getImageData(x, y, 1, 1).data;
        return `#${[r, g, b].map((c) => c!.toString(16).padStart(2, "0")).join("")}`;
      });
    },
    { data: png.toString("base64"), points },
  );
}

test.describe("sharing from a brand", () => {
  test.use({ storageState: REP.signedIn });

  test("a rep in BAC shares a three-brand asset: QR files, e-mail and page are all BAC's", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const errors = collectConsoleErrors(page);
    await openSignedIn(page);
    await switchBrand(page, BAC.name);
    const brands = (await (await page.request.get("/api/brands")).json()) as { code: string; primaryColor: string }[];
    const bacColor = brands.find((brand) => brand.code === "bac")?.primaryColor.toLowerCase() ?? "";

    await page.goto("/assets");
    const card = page.getByRole("article", { name: "Price List 2026" });
    await card.getByRole("button", { name: "Share" }).click();
    const dialog = page.getByRole("dialog", { name: "Share Asset" });
    const linkField = dialog.getByRole("textbox", { name: "Share link" });
    await expect(linkField).toHaveValue(/\/asset\/[\w-]+$/);
    const shareUrl = await linkField.inputValue();

    // Print files: an SVG and a 1024 px PNG, with a quiet zone of four modules, in BAC's color.
    const svg = await downloaded(dialog, page, "SVG for print");
    expect(svg.file.suggestedFilename()).toMatch(/^asset-qr-[\w-]+-\d{13}\.svg$/);
    const text = svg.bytes.toString("utf8");
    const cells = Number(/viewBox="0 0 (\d+) \1"/.exec(text)?.[1]);
    expect(cells).toBeGreaterThanOrEqual(21 + 8);
    expect(text).toContain(`fill="${bacColor}"`);
    expect(text).toMatch(/d="M4 4h7v1H4z/); // the finder pattern starts four modules in
    const png = await downloaded(dialog, page, "PNG 1024 px");
    expect(png.file.suggestedFilename()).toMatch(/^asset-qr-[\w-]+-\d{13}-1024px\.png$/);
    expect([png.bytes.readUInt32BE(16), png.bytes.readUInt32BE(20)]).toEqual([1024, 1024]);
    const modulePx = 1024 / cells;
    const [corner, quietEdge, finder] = await pixels(page, png.bytes, [
      [2, 2],
      [Math.floor(4 * modulePx - 2), Math.floor(4 * modulePx - 2)],
      [Math.ceil(4 * modulePx + 2), Math.ceil(4 * modulePx + 2)],
    ]);
    expect([corner, quietEdge, finder]).toEqual(["#ffffff", "#ffffff", bacColor]);

    // The e-mail: from the rep via BAC at MAIL_FROM's address, replies to the rep.
    const customer = `bac.customer.${Date.now()}@example.com`;
    await dialog.getByRole("textbox", { name: "Customer email" }).fill(customer);
    await dialog.getByRole("textbox", { name: "Personal message (optional)" }).fill("Here is the price list.");
    await dialog.getByRole("button", { name: "Send" }).click();
    await expect(page.getByText(`Asset has been sent to ${customer}`)).toBeVisible();
    await expect.poll(() => outboxMailTo(customer)).toBeTruthy();
    const mail = outboxMailTo(customer)!;
    expect(mail.headers).toContain(`From: ${REP.name} via ${BAC.name} <no-reply@localhost>`);
    expect(mail.headers).toContain(`Reply-To: ${REP.name} <${REP.email}>`);
    const subject = mail.headers.find((header) => header.startsWith("Subject: ")) ?? "";
    expect(encodedWordsUndone(subject)).toBe(`Subject: ${REP.name} shared "Price List 2026" with you`);
    expect(mail.headers.find((header) => header.startsWith("Content-Type: "))).toMatch(/multipart\/alternative/);
    const body = unQuoted(mail.raw);
    expect(body).toContain("Content-Type: text/plain");
    expect(body).toContain("Content-Type: text/html");
    expect(body).toContain(`>${BAC.name}</td>`);
    // The e-mail carries a personal link (a room for the customer), not the shared link.
    const emailed = /https?:\/\/\S+\/r\/[\w-]+\?via=email/.exec(body)?.[0];
    expect(emailed?.startsWith(new URL(shareUrl).origin)).toBe(true);

    // The customer's pages, the shared link's and the personal one: BAC's name and the rep's card.
    const context = await newSignedOutContext(browser);
    const personal = await context.newPage();
    await personal.goto(emailed!);
    await expect(personal.getByRole("heading", { name: "Price List 2026" })).toBeVisible();
    await expect(personal.getByRole("region", { name: "Your contact" })).toContainText(BAC.name);
    const customerPage = await context.newPage();
    await customerPage.goto(shareUrl);
    await expect(customerPage.locator("header .brand")).toHaveText(BAC.name);
    await expect(customerPage).toHaveTitle(`Price List 2026 | ${BAC.name}`);
    const contact = customerPage.getByRole("region", { name: "Your contact" });
    await expect(contact).toContainText(REP.name);
    await expect(contact).toContainText(BAC.name);
    await expect(contact.getByRole("link", { name: REP.email })).toBeVisible();
    await context.close();
    expect(errors).toEqual([]);
  });
});
