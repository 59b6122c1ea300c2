// `npm test`: every test on a fresh machine. Type check, lint (ESLint and Prettier's check), unit
// tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), a production build, integration
// tests over HTTP on each database, then the Playwright end-to-end tests in Chromium. Ends with one
// "N passed, N failed" line.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const results = path.resolve("test-results");
fs.rmSync(results, { recursive: true, force: true });
fs.mkdirSync(results, { recursive: true });

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_OPTIONS: "--experimental-vm-modules" };
const postgres = process.env.TEST_DATABASE_URL;
const totals = { passed: 0, failed: 0 };

function run(title, command, args, extraEnv = {}) {
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...env, ...extraEnv } });
  console.log(
    `=== ${title}: ${result.status === 0 ? "ok" : "FAILED"} in ${Math.round((Date.now() - started) / 1000)} s ===`,
  );
  return result.status === 0;
}

/** A step that is one test of its own (the type check, the lint): one passed or one failed. */
function check(title, command, args) {
  const ok = run(title, command, args);
  totals[ok ? "passed" : "failed"] += 1;
  return ok;
}

function jest(title, project, file, extraEnv) {
  const output = path.join(results, `${file}.json`);
  const args = ["jest", "--selectProjects", project, "--json", `--outputFile=${output}`];
  if (project === "integration") args.push("--runInBand");
  const ok = run(title, "npx", args, extraEnv);
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
  () => jest("unit tests on PGlite", "unit", "unit-pglite", { TEST_DATABASE_URL: "" }),
  () => !postgres || jest("unit tests on PostgreSQL", "unit", "unit-postgres", { TEST_DATABASE_URL: postgres }),
  () => run("production build", "npx", ["next", "build"]),
  () => jest("integration tests on PGlite", "integration", "integration-pglite", { PORTAL_TEST_DB: "pglite" }),
  () =>
    !postgres ||
    jest("integration tests on PostgreSQL", "integration", "integration-postgres", { PORTAL_TEST_DB: "postgres" }),
  () => {
    const ok = run("end-to-end tests in Chromium", "npx", ["playwright", "test"]);
    count(path.join(results, "e2e-results.json"), (json) => ({
      passed: json.stats.expected + json.stats.flaky,
      failed: json.stats.unexpected,
    }));
    return ok;
  },
];

let failedSteps = 0;
for (const step of steps) if (!step()) failedSteps += 1;
if (!postgres) console.log("\nTEST_DATABASE_URL is not set: the PostgreSQL runs were skipped (PGlite only).");
if (failedSteps && totals.failed === 0) totals.failed = failedSteps;
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(failedSteps ? 1 : 0);
