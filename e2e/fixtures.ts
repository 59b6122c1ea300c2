import fs from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import {
  test as base,
  expect,
  type Browser,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from "@playwright/test";
import { BROWSER_NAVIGATION_HEADERS } from "../tests/helpers/navigation-headers";

/**
 * Playwright's `test`, failing any test whose pages reported a Content-Security-Policy violation
 * (every page has a nonce-based policy; a blocked script or style would break it silently).
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.exposeBinding("__reportCspViolation", (_source, report: string) => void violations.push(report));
      await context.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          const at = `${event.sourceFile}:${event.lineNumber}`;
          const report = `${event.effectiveDirective} blocked ${event.blockedURI || "inline"} at ${at}`;
          (window as unknown as { __reportCspViolation: (r: string) => void }).__reportCspViolation(report);
        });
      });
      await use(violations);
      expect(violations, "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * What the portal's own page sends with an API write signed in by its session cookie: its origin.
 * A test's request context stands for that page; without it the write is refused as cross-site.
 */
export const OWN_PAGE: Record<string, string> = { Origin: process.env.E2E_BASE_URL ?? "" };

/** The headers of a person's browser following a link, for API requests that stand for one. */
export const PERSON: Record<string, string> = BROWSER_NAVIGATION_HEADERS;

/** The demo accounts: the admin makes every spec's own users (spec-users.ts); login.spec.ts signs both in. */
export const DEMO_REP = { email: "rep@example.com", password: "rep12345", name: "Riley Rep" };
export const DEMO_ADMIN = { email: "admin@example.com", password: "admin1234", name: "Alex Admin" };

export function passwordField(page: Page) {
  return page.getByRole("textbox", { name: "Password" }).or(page.locator("#password-login-password"));
}

/**
 * A new browser context with nobody signed in. `browser.newContext()` takes the describe's `use`
 * options, a stored session included, so a context that signs someone else in starts empty here.
 */
export function newSignedOutContext(browser: Browser, options: BrowserContextOptions = {}) {
  return browser.newContext({ ...options, storageState: { cookies: [], origins: [] } });
}

/**
 * Waits until React has hydrated the element (its fiber is attached): the server's HTML shows the
 * page with its data before its scripts have run, and a click on a button before that is lost.
 */
export async function waitForHydrated(element: Locator) {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactFiber$"))))
    .toBe(true);
}

/** Waits until React has hydrated the page's heading, and with it the page. */
export async function waitForHydration(page: Page) {
  await waitForHydrated(page.locator("main h1"));
}

/**
 * Picks a brand in the header's menu. The header may hydrate after the page's heading (after a
 * reload, say), so the button's own hydration is awaited; then the menu's closing fade, during which
 * the menu is still on the page (and in axe's contrast checks).
 */
export async function switchBrand(page: Page, name: string) {
  const button = page.getByRole("button", { name: /^Brand:/ });
  await waitForHydrated(button);
  await button.click();
  await page.getByRole("menuitem", { name: new RegExp(name) }).click();
  await expect(page.getByRole("menu")).toHaveCount(0);
}

/** Opens the portal with the context's stored session: it fails when that session no longer signs in. */
export async function openSignedIn(page: Page) {
  await page.goto("/");
  await expect(page).toHaveURL(/\/$/);
  await waitForHydration(page);
}

/**
 * Opens the dashboard by a client-side navigation (the 404 page's 'Back to home'), as a sign-in does:
 * the browser then loads the portal's data itself. A whole page's load paints with the server's.
 */
export async function navigateToDashboard(page: Page) {
  await page.goto("/no-such-page");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Back to home" }).click();
  await expect(page).toHaveURL(/\/$/);
}

export async function signInWithPassword(page: Page, user: { email: string; password: string }) {
  await page.goto("/login");
  await page.getByRole("tabpanel", { name: "Password" }).getByLabel("Email").fill(user.email);
  await page.locator("#password-login-password").fill(user.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** What `find` reads in the newest e-mail to an address from the e2e server (read from its outbox). */
async function fromNewestMailTo(email: string, find: (text: string) => string | undefined): Promise<string> {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? "", "outbox");
  let found: string | undefined;
  await expect
    .poll(() => {
      if (!fs.existsSync(outbox)) return undefined;
      for (const file of fs.readdirSync(outbox).sort().reverse()) {
        const text = fs
          .readFileSync(path.join(outbox, file), "utf8")
          .replace(/=\r?\n/g, "")
          .replace(/=3D/g, "=");
        if (text.includes(`To: ${email}`)) {
          found = find(text);
          return found;
        }
      }
      return undefined;
    })
    .toBeTruthy();
  return found ?? "";
}

/** The newest sign-in link e-mailed to an address. */
export function magicLinkFor(email: string): Promise<string> {
  return fromNewestMailTo(email, (text) => text.match(/https?:\/\/\S+\/auth\/v1\/verify\?\S+/)?.[0]);
}

/** The 6-digit code of the newest sign-in e-mail to an address. */
export function signInCodeFor(email: string): Promise<string> {
  return fromNewestMailTo(email, (text) => text.match(/^(\d{6})\r?$/m)?.[1]);
}

/** No WCAG 2.1 A/AA violations on the page as it is now. */
export async function expectNoAxeViolations(page: Page) {
  // A server render in flight (router.refresh) may have the title out of the head for a moment.
  await expect(page).toHaveTitle(/\S/);
  // Legacy mode runs axe in the page itself instead of opening a page per scan to merge frames'
  // results (the portal has no cross-origin frames), and only violations are detailed: 2 to 4 times
  // faster a scan (bench/README.md#the-test-loop-what-keeps-npm-test-short).
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .options({ resultTypes: ["violations"] })
    .setLegacyMode(true)
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/**
 * Collects what the page's code logs with console.error from now on (a Next dev overlay would count
 * each). The browser's own "Failed to load resource" lines for non-OK answers are not the code's.
 */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource"))
      errors.push(message.text());
  });
  return errors;
}

/**
 * Waits for the animations in `locator`'s subtree to run (an accordion's height, a drawer's slide),
 * endless ones (a spinner) aside: a click while one is moving the page can land where its target is
 * about to be, not where it is.
 */
export async function animationsDone(locator: Locator) {
  await locator.evaluate((element) =>
    Promise.all(
      element
        .getAnimations({ subtree: true })
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished),
    ),
  );
}

/** The element's box once it has stopped moving (an entering toast slides): two readings agree. */
export async function settledBox(locator: Locator) {
  let last = "";
  await expect
    .poll(
      async () => {
        const box = JSON.stringify(await locator.boundingBox());
        const same = box === last;
        last = box;
        return same;
      },
      { intervals: [100] },
    )
    .toBe(true);
  return JSON.parse(last) as { x: number; y: number; width: number; height: number } | null;
}

/** The page is no wider than the viewport: nothing makes a phone scroll sideways. */
export async function expectNoSideScroll(page: Page) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
}
