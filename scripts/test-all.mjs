// `npm test`: every test on a fresh machine. Type check, lint (ESLint and Prettier's check), unit
// tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), a production build, integration
// tests over HTTP on each database, then the Playwright end-to-end tests in Chromium. Ends with one
// "N passed, N failed" line and the failed tests' names. Each step has a time limit: a step that
// hangs is killed with its whole process group and counted as failed, so CI ends with the output
// instead of running out its clock.
//
// Steps that mostly use one core or wait (tsc, ESLint, a jest worker, a test server, a browser) run
// in lanes side by side; a step in a lane prints its output when it ends, so lines never interleave.
// Only the build runs alone (bench/README.md#the-test-loop-what-keeps-npm-test-short).
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const results = path.resolve("test-results");
fs.rmSync(results, { recursive: true, force: true });
fs.mkdirSync(results, { recursive: true });

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_OPTIONS: "--experimental-vm-modules" };
const postgres = process.env.TEST_DATABASE_URL;
const totals = { passed: 0, failed: 0 };
// The names of the failed tests, and of those that passed only when run again (CI runs a failed test
// once more), repeated at the end: CI keeps only the tail of the output.
const failures = [];
const retried = [];
const started = Date.now();

const MINUTE = 60_000;
// A step takes 1-8 minutes here, and a slow host has doubled them all (Nov 30 2026): the limit
// stops a hang, not a slow run.
const STEP_LIMIT_MINUTES = 25;
// The end-to-end specs run in this many parts side by side: one browser test waits on its page and
// server most of the time, and alone it left a core idle once the integration runs had ended.
const E2E_PARTS = 2;

// Every running step's process group, so that an interrupt of `npm test` stops them all.
const running = new Set();
for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () => {
    for (const pid of running) process.kill(-pid, signal);
    process.exit(130);
  });

/** Runs one step in its own process group; `quiet` keeps its output until it ends. */
async function run(title, command, args, { extraEnv = {}, limitMinutes = STEP_LIMIT_MINUTES, quiet = false } = {}) {
  const begun = Date.now();
  if (!quiet) console.log(`\n=== ${title} ===`);
  const child = spawn(command, args, {
    stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit",
    env: { ...env, ...extraEnv },
    detached: true,
  });
  running.add(child.pid);
  const output = [];
  child.stdout?.on("data", (chunk) => output.push(chunk));
  child.stderr?.on("data", (chunk) => output.push(chunk));
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    process.kill(-child.pid, "SIGKILL");
  }, limitMinutes * MINUTE);
  const status = await new Promise((resolve) => child.on("close", (code) => resolve(code)));
  clearTimeout(timer);
  running.delete(child.pid);
  if (quiet) process.stdout.write(`\n=== ${title} ===\n${Buffer.concat(output).toString()}`);
  if (timedOut) console.log(`\n=== ${title}: still running after ${limitMinutes} min; stopped ===`);
  const ok = status === 0 && !timedOut;
  const seconds = Math.round((Date.now() - begun) / 1000);
  console.log(`=== ${title}: ${ok ? "ok" : timedOut ? "TIMED OUT" : "FAILED"} in ${seconds} s ===`);
  return ok;
}

/** A step that is one test of its own (the type check, the lint): one passed or one failed. */
async function check(title, command, args, options) {
  const ok = await run(title, command, args, options);
  totals[ok ? "passed" : "failed"] += 1;
  if (!ok) failures.push(title);
  return ok;
}

async function jest(title, projects, file, extraEnv, options) {
  const output = path.join(results, `${file}.json`);
  const args = ["jest", "--selectProjects", ...projects, "--json", `--outputFile=${output}`];
  if (projects.includes("integration")) args.push("--runInBand");
  const ok = await run(title, "npx", args, { ...options, extraEnv });
  count(output, (json) => ({
    passed: json.numPassedTests,
    failed: json.numFailedTests + (json.numRuntimeErrorTestSuites ?? 0),
    names: json.testResults.flatMap((suite) => {
      const failed = suite.assertionResults.filter((test) => test.status === "failed");
      if (failed.length === 0 && suite.status === "failed") return [`${testFile(suite)}: the file did not run`];
      return failed.map((test) => `${testFile(suite)} › ${test.fullName}`);
    }),
    retriedNames: json.testResults.flatMap((suite) =>
      suite.assertionResults
        .filter((test) => test.status === "passed" && test.invocations > 1)
        .map((test) => `${testFile(suite)} › ${test.fullName}`),
    ),
  }));
  return ok;
}

const testFile = (suite) => path.relative(process.cwd(), suite.name);

function count(file, read) {
  if (!fs.existsSync(file)) {
    totals.failed += 1;
    failures.push(`${path.basename(file)}: no results were written`);
    return;
  }
  const { passed, failed, names, retriedNames } = read(JSON.parse(fs.readFileSync(file, "utf8")));
  totals.passed += passed;
  totals.failed += failed;
  failures.push(...names);
  retried.push(...retriedNames);
}

/**
 * Playwright's report nests suites (file, describe); the names of the tests whose outcome is `status`
 * ("unexpected": failed on every try; "flaky": passed on a retry).
 */
function testsWithStatus(status, suite, titles = []) {
  const here = suite.title ? [...titles, suite.title] : titles;
  return [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.filter((test) => test.status === status).map(() => [...here, spec.title].join(" › ")),
    ),
    ...(suite.suites ?? []).flatMap((child) => testsWithStatus(status, child, here)),
  ];
}

/** Lanes side by side, each a list of steps run one after another; the number of failed steps. */
async function lanes(...lists) {
  const failed = await Promise.all(
    lists.map(async (steps) => {
      let n = 0;
      for (const step of steps) if (!(await step())) n += 1;
      return n;
    }),
  );
  return failed.reduce((sum, n) => sum + n, 0);
}

const quiet = { quiet: true };

/**
 * The end-to-end spec files dealt in turn to E2E_PARTS parts. Playwright's own --shard splits by test
 * count in file order, which put 335 s of the specs in one half and 156 s in the other; dealt
 * alphabetically, the long admin specs alternate (255 and 236 s, Nov 30 2026).
 */
function endToEndParts() {
  const specs = fs
    .readdirSync("e2e")
    .filter((file) => file.endsWith(".spec.ts"))
    .sort();
  return Array.from({ length: E2E_PARTS }, (_, part) =>
    specs.filter((_, index) => index % E2E_PARTS === part).map((file) => `e2e/${file}`),
  );
}

/** One part's spec files in Chromium, on a server and data of their own. */
async function endToEnd(part, specs) {
  const name = `e2e-${part}-of-${E2E_PARTS}`;
  const ok = await run(
    `end-to-end tests in Chromium, part ${part} of ${E2E_PARTS}`,
    "npx",
    ["playwright", "test", ...specs],
    {
      extraEnv: { E2E_RUN_NAME: name, E2E_PORT: String(3310 + part), E2E_DATA_DIR: path.resolve(`.data-${name}`) },
      quiet: true,
    },
  );
  count(path.join(results, `${name}-results.json`), (json) => ({
    passed: json.stats.expected + json.stats.flaky,
    failed: json.stats.unexpected,
    names: json.suites.flatMap((suite) => testsWithStatus("unexpected", suite)),
    retriedNames: json.suites.flatMap((suite) => testsWithStatus("flaky", suite)),
  }));
  return ok;
}

const stages = [
  () =>
    lanes(
      // Tests without a database run once, with the PGlite run.
      [() => jest("unit tests on PGlite", ["unit", "unit-db"], "unit-pglite", { TEST_DATABASE_URL: "" }, quiet)],
      [
        () => check("type check", "npx", ["tsc", "--noEmit"], quiet),
        () => check("lint", "npm", ["run", "--silent", "lint"], quiet),
        () =>
          !postgres ||
          jest("unit tests on PostgreSQL", ["unit-db"], "unit-postgres", { TEST_DATABASE_URL: postgres }, quiet),
      ],
    ),
  // The first stage type-checked the tree: the build skips its own pass over the same files.
  async () =>
    (await run("production build", "npx", ["next", "build"], { extraEnv: { SKIP_BUILD_TYPE_CHECK: "true" } })) ? 0 : 1,
  // The integration runs wait on their servers and timers and each end-to-end part on its browser and
  // server, so each leaves part of a core idle; the four side by side fill them.
  () =>
    lanes(
      [
        () =>
          jest(
            "integration tests on PGlite",
            ["integration"],
            "integration-pglite",
            { PORTAL_TEST_DB: "pglite" },
            quiet,
          ),
      ],
      [
        () =>
          !postgres ||
          jest(
            "integration tests on PostgreSQL",
            ["integration"],
            "integration-postgres",
            { PORTAL_TEST_DB: "postgres" },
            quiet,
          ),
      ],
      ...endToEndParts().map((specs, index) => [() => endToEnd(index + 1, specs)]),
    ),
];

let failedSteps = 0;
for (const stage of stages) failedSteps += await stage();
if (!postgres) console.log("\nTEST_DATABASE_URL is not set: the PostgreSQL runs were skipped (PGlite only).");
if (failedSteps && totals.failed === 0) {
  totals.failed = failedSteps;
  failures.push(`${failedSteps} step(s) ended in error with every test passed: see FAILED above`);
}
console.log(`\nnpm test took ${((Date.now() - started) / MINUTE).toFixed(1)} min`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
for (const name of failures) console.log(`  failed: ${name}`);
for (const name of retried) console.log(`  passed on its second try: ${name}`);
process.exit(failedSteps ? 1 : 0);
