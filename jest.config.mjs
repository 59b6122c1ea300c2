import fs from "node:fs";
import path from "node:path";
import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

const common = {
  testEnvironment: "node",
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1" },
  setupFilesAfterEnv: ["<rootDir>/tests/helpers/retry-once-in-ci.ts"],
};

const UNIT_DIR = "tests/unit";
/** A unit test file that opens a test database imports one of these helpers. */
const DATABASE_HELPERS = /helpers\/(test-database|gotrue-harness|library-fixtures)"/;

/**
 * The integration files the PostgreSQL run takes: each says in its first line what a database
 * server does there that the embedded one cannot (transactions at the same moment, an outage,
 * LISTEN/NOTIFY, a pool under a burst). Every other file runs on PGlite alone: the services' SQL behind it runs on
 * both databases in the `unit-db` project (bench/README.md, "The test loop").
 */
const ON_POSTGRES_TOO = /^\/\/ On PostgreSQL too: \S/;

/** The integration test files; the PostgreSQL run takes only the marked ones. */
function integrationFiles() {
  const dir = "tests/integration";
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(".test.ts"))
    .filter(
      (file) =>
        process.env.PORTAL_TEST_DB !== "postgres" ||
        ON_POSTGRES_TOO.test(fs.readFileSync(path.join(dir, file), "utf8")),
    )
    .map((file) => `<rootDir>/${dir}/${file}`);
}

/** The unit test files, split into those without a database and those with one. */
function unitFiles() {
  const files = fs
    .readdirSync(UNIT_DIR, { recursive: true })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => ({
      match: `<rootDir>/${UNIT_DIR}/${file}`,
      source: fs.readFileSync(path.join(UNIT_DIR, file), "utf8"),
    }));
  return {
    plain: files.filter((file) => !DATABASE_HELPERS.test(file.source)).map((file) => file.match),
    withDatabase: files.filter((file) => DATABASE_HELPERS.test(file.source)).map((file) => file.match),
  };
}

/** Three projects: `unit` (no database: runs once), `unit-db` (services against an in-memory
 * PGlite, or a fresh PostgreSQL database with TEST_DATABASE_URL: `npm test` runs it on both) and
 * `integration` (real HTTP against a production build started by the global setup). */
export default async function config() {
  const { plain, withDatabase } = unitFiles();
  const unit = await createJestConfig({
    ...common,
    displayName: "unit",
    testMatch: plain,
    setupFilesAfterEnv: [...common.setupFilesAfterEnv, "<rootDir>/tests/helpers/dom-wait-limit.ts"],
  })();
  const unitDb = await createJestConfig({
    ...common,
    displayName: "unit-db",
    testMatch: withDatabase,
    globalSetup: "<rootDir>/tests/helpers/database-template.mjs",
    globalTeardown: "<rootDir>/tests/helpers/database-template-teardown.mjs",
  })();
  const integration = await createJestConfig({
    ...common,
    displayName: "integration",
    testMatch: integrationFiles(),
    globalSetup: "<rootDir>/tests/integration/global-setup.mjs",
    globalTeardown: "<rootDir>/tests/integration/global-teardown.mjs",
  })();
  // testTimeout is read from the top level, not from projects.
  return { projects: [unit, unitDb, integration], testTimeout: 60_000 };
}
