// `npm test`: every test on a fresh machine. Type check, lint (ESLint and Prettier's check), unit
// tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), a production build, integration
// tests over HTTP on each database, then the Playwright end-to-end tests in Chromium. Ends with one
// "N passed, N failed" line. Each step has a time limit: a step that hangs is killed with its whole
// process group and counted as failed, so CI ends with the output instead of running out its clock.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const results = path.resolve("test-results");
fs.rmSync(results, { recursive: true, force: true });
fs.mkdirSync(results, { recursive: true });

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_OPTIONS: "--experimental-vm-modules" };
const postgres = process.env.TEST_DATABASE_URL;
const totals = { passed: 0, failed: 0 };

const MINUTE = 60_000;

async function run(title, command, args, extraEnv = {}, limitMinutes = 20) {
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const child = spawn(command, args, { stdio: "inherit", env: { ...env, ...extraEnv }, detached: true });
  // Its own group (to stop it whole), so an interrupt of `npm test` is passed on by hand.
  const interrupt = (signal) => {
    process.kill(-child.pid, signal);
    process.exit(130);
  };
  process.on("SIGINT", interrupt).on("SIGTERM", interrupt);
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    console.log(`\n=== ${title}: still running after ${limitMinutes} min; stopping it ===`);
    process.kill(-child.pid, "SIGKILL");
  }, limitMinutes * MINUTE);
  const status = await new Promise((resolve) => child.on("exit", (code) => resolve(code)));
  clearTimeout(timer);
  process.off("SIGINT", interrupt).off("SIGTERM", interrupt);
  const ok = status === 0 && !timedOut;
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`=== ${title}: ${ok ? "ok" : timedOut ? "TIMED OUT" : "FAILED"} in ${seconds} s ===`);
  return ok;
}

/** A step that is one test of its own (the type check, the lint): one passed or one failed. */
async function check(title, command, args) {
  const ok = await run(title, command, args);
  totals[ok ? "passed" : "failed"] += 1;
  return ok;
}

async function jest(title, projects, file, extraEnv) {
  const output = path.join(results, `${file}.json`);
  const args = ["jest", "--selectProjects", ...projects, "--json", `--outputFile=${output}`];
  if (projects.includes("integration")) args.push("--runInBand");
  const ok = await run(title, "npx", args, extraEnv);
  count(output, (json) => ({
    passed: json.numPassedTests,
    failed: json.numFailedTests + (json.numRuntimeErrorTestSuites ?? 0),
  }));
  return ok;
}

function count(file, read) {
  if (!fs.existsSync(file)) {
    totals.failed += 1;
    return;
  }
  const { passed, failed } = read(JSON.parse(fs.readFileSync(file, "utf8")));
  totals.passed += passed;
  totals.failed += failed;
}

const steps = [
  () => check("type check", "npx", ["tsc", "--noEmit"]),
  () => check("lint", "npm", ["run", "--silent", "lint"]),
  // Tests without a database run once, with the PGlite run.
  () => jest("unit tests on PGlite", ["unit", "unit-db"], "unit-pglite", { TEST_DATABASE_URL: "" }),
  () => !postgres || jest("unit tests on PostgreSQL", ["unit-db"], "unit-postgres", { TEST_DATABASE_URL: postgres }),
  () => run("production build", "npx", ["next", "build"]),
  () => jest("integration tests on PGlite", ["integration"], "integration-pglite", { PORTAL_TEST_DB: "pglite" }),
  () =>
    !postgres ||
    jest("integration tests on PostgreSQL", ["integration"], "integration-postgres", { PORTAL_TEST_DB: "postgres" }),
  async () => {
    const ok = await run("end-to-end tests in Chromium", "npx", ["playwright", "test"], {}, 45);
    count(path.join(results, "e2e-results.json"), (json) => ({
      passed: json.stats.expected + json.stats.flaky,
      failed: json.stats.unexpected,
    }));
    return ok;
  },
];

let failedSteps = 0;
for (const step of steps) if (!(await step())) failedSteps += 1;
if (!postgres) console.log("\nTEST_DATABASE_URL is not set: the PostgreSQL runs were skipped (PGlite only).");
if (failedSteps && totals.failed === 0) totals.failed = failedSteps;
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(failedSteps ? 1 : 0);
