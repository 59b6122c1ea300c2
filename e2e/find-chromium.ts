import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { chromium } from "@playwright/test";

const HOW_TO_INSTALL =
  "No Chromium found for the end-to-end tests. Install one of:\n" +
  "  - Debian/Ubuntu: sudo apt-get install -y chromium-headless-shell   (or chromium)\n" +
  "  - Playwright's own build: npx playwright install chromium\n" +
  "  - or point CHROMIUM_PATH at any Chromium or Chrome executable.";

function playwrightsOwn(): string | undefined {
  try {
    const path = chromium.executablePath();
    return fs.existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Debian's headless shell (what Playwright itself runs headless tests in) before its full Chromium,
 * whose browser process and windows cost about a fifth more CPU a test (bench/README.md, the test loop).
 */
const DEBIAN_BROWSERS = ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium", "/usr/bin/chromium-browser"];

/**
 * The browser for the e2e tests: CHROMIUM_PATH, else one of Debian's, else Playwright's own build
 * (installed now if the network allows).
 */
export function findChromium(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!fs.existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH points at ${fromEnv}, which does not exist.`);
    return fromEnv;
  }
  for (const candidate of DEBIAN_BROWSERS) if (fs.existsSync(candidate)) return candidate;
  const own = playwrightsOwn();
  if (own) return undefined; // Playwright finds its own build.
  try {
    execFileSync("npx", ["playwright", "install", "chromium"], { stdio: "inherit", timeout: 300_000 });
  } catch {
    // fall through to the message
  }
  if (playwrightsOwn()) return undefined;
  throw new Error(HOW_TO_INSTALL);
}
