import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

const common = {
  testEnvironment: "node",
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1" },
};

/** Two projects: `unit` (services against an in-memory PGlite or a fresh Postgres database) and
 * `integration` (real HTTP against a production build started by the global setup). */
export default async function config() {
  const unit = await createJestConfig({
    ...common,
    displayName: "unit",
    testMatch: ["<rootDir>/tests/unit/**/*.test.ts?(x)"],
  })();
  const integration = await createJestConfig({
    ...common,
    displayName: "integration",
    testMatch: ["<rootDir>/tests/integration/**/*.test.ts"],
    globalSetup: "<rootDir>/tests/integration/global-setup.mjs",
    globalTeardown: "<rootDir>/tests/integration/global-teardown.mjs",
  })();
  // testTimeout is read from the top level, not from projects.
  return { projects: [unit, integration], testTimeout: 60_000 };
}
