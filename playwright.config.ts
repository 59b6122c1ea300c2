import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { E2E_DISABLED_FEATURES } from "./e2e/chromium-features";
import { findChromium } from "./e2e/find-chromium";
import { CHROMIUM_FLAGS } from "./scripts/chromium-flags.mjs";

const port = process.env.E2E_PORT ?? "3311";
const baseURL = `http://127.0.0.1:${port}`;
process.env.E2E_PORT = port;
process.env.E2E_DATA_DIR ??= path.resolve(".data-e2e");
process.env.E2E_BASE_URL = baseURL;
// `npm test` runs the specs in two parts side by side, each with its own server, data and result
// names (scripts/test-all.mjs); alone a run is "e2e".
const runName = process.env.E2E_RUN_NAME ?? "e2e";

const executablePath = findChromium();

export default defineConfig({
  testDir: "./e2e",
  outputDir: `./test-results/${runName}`,
  // Each spec makes its own users, so files could run side by side; on this 2-core machine a second
  // worker made each test 1.6 times slower and the whole run 5 % shorter, and specs that share a
  // demo asset raced (bench/README.md, "The test loop"), so one worker runs them.
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"], ["json", { outputFile: `test-results/${runName}-results.json` }]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    reducedMotion: "reduce",
    // A trace of every test cost 29% of the run's time (bench/README.md, "The test loop"): CI traces
    // the retry of a failed test; locally, `npx playwright test --trace on <spec>`.
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath,
      args: [...CHROMIUM_FLAGS, E2E_DISABLED_FEATURES],
    },
  },
  // Each spec makes its own users and stores their signed-in state under e2e/.auth/ (e2e/spec-users.ts).
  projects: [
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `${baseURL}/api/config`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "pipe",
  },
});
