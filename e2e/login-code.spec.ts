import {
  expect,
  expectNoAxeViolations,
  magicLinkFor,
  newSignedOutContext,
  OWN_PAGE,
  signInCodeFor,
  test,
} from "./fixtures";
import { usersOfThisSpec } from "./spec-users";

const { ADMIN } = usersOfThisSpec("login-code");

const PHONE = { viewport: { width: 390, height: 844 } };

/**
 * A magic link opened in another browser than the one that asked for it (a mail app opens links in
 * its own) cannot finish with PKCE; the sign-in page says so, and the e-mail's code signs in.
 */
test("a link opened in a fresh browser says why it cannot finish there, and the e-mail's code signs in", async ({
  browser,
}) => {
  const rep = { email: `code.${Date.now()}@example.com`, name: "Casey Code" };
  const admin = await browser.newContext({ storageState: ADMIN.storageState });
  const created = await admin.request.post("/api/admin/users", {
    headers: OWN_PAGE,
    data: { email: rep.email, password: "code12345", firstName: "Casey", lastName: "Code" },
  });
  expect(created.status()).toBe(201);
  await admin.close();

  // The browser that asks for the link.
  const asking = await newSignedOutContext(browser, PHONE);
  const askingPage = await asking.newPage();
  await askingPage.goto("/login");
  await askingPage.getByRole("tab", { name: "Magic Link" }).click();
  await askingPage.getByRole("tabpanel", { name: "Magic Link" }).getByLabel("Email").fill(rep.email);
  await askingPage.getByRole("button", { name: "Send magic link" }).click();
  await expect(askingPage.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await expect(askingPage.getByRole("form", { name: "Enter the code from the email" })).toBeVisible();
  await expectNoAxeViolations(askingPage);

  // The mail app's browser: no PKCE verifier, so the link cannot finish here.
  const mailApp = await newSignedOutContext(browser, PHONE);
  const page = await mailApp.newPage();
  await page.goto(await magicLinkFor(rep.email));
  await expect(page).toHaveURL(/\/login\?link=other-browser$/);
  await expect(
    page.getByRole("alert").filter({ hasText: "This link was opened in a different browser" }),
  ).toBeVisible();
  await expect(page.getByRole("tab", { name: "Magic Link" })).toHaveAttribute("aria-selected", "true");
  const form = page.getByRole("form", { name: "Enter the code from the email" });
  await expect(form).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const code = await signInCodeFor(rep.email);
  await form.getByLabel("Email").fill(rep.email);
  const codeField = form.getByLabel("6-digit code");
  await codeField.fill("12345");
  await form.getByRole("button", { name: "Sign in with code" }).click();
  await expect(form.getByText("Enter the 6-digit code from the email")).toBeVisible();
  await codeField.fill(code === "000000" ? "000001" : "000000");
  await form.getByRole("button", { name: "Sign in with code" }).click();
  await expect(form.getByRole("alert")).toHaveText(
    "That code is not right. Check the code in the newest sign-in e-mail and try again.",
  );

  await codeField.fill(`${code.slice(0, 3)} ${code.slice(3)}`);
  await form.getByRole("button", { name: "Sign in with code" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("button", { name: new RegExp(rep.name) })).toBeVisible();
  await mailApp.close();

  // The code, and the link with it, are spent: the asking browser is told so.
  const askingForm = askingPage.getByRole("form", { name: "Enter the code from the email" });
  await askingForm.getByLabel("6-digit code").fill(code);
  await askingForm.getByRole("button", { name: "Sign in with code" }).click();
  await expect(askingForm.getByRole("alert")).toContainText("That code was already used");
  await asking.close();
});
