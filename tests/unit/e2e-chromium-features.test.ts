import fs from "node:fs";
import path from "node:path";
import { PLAYWRIGHT_DISABLED_FEATURES } from "@/e2e/chromium-features";

/** The features playwright-core disables, read from its bundled chromiumSwitches. */
function installedPlaywrightList(): string[] {
  const packageDir = path.dirname(require.resolve("playwright-core/package.json"));
  const bundle = fs.readFileSync(path.join(packageDir, "lib", "coreBundle.js"), "utf8");
  const list = bundle.match(/disabledFeatures = \[([\s\S]*?)\]/)?.[1];
  if (!list) throw new Error("playwright-core's disabledFeatures list was not found: see e2e/chromium-features.ts");
  return [...list.matchAll(/^\s*"([A-Za-z]+)"/gm)].map((match) => match[1]!);
}

test("the e2e run's --disable-features keeps every feature the installed Playwright disables", () => {
  const installed = installedPlaywrightList();
  expect(installed.length).toBeGreaterThan(10);
  expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(installed);
});
