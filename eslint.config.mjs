// `npm run lint` (eslint . && prettier --check .). Next's rules (React, react-hooks, @next/next, import,
// typescript-eslint), jsx-a11y's whole recommended set, the import direction of docs/architecture.md,
// Prettier's formatting left to Prettier, and no line over 120 characters.
import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import prettier from "eslint-config-prettier/flat";
import jsxA11y from "eslint-plugin-jsx-a11y";

// Import specifiers, as written: `@/...` or relative (`../`) paths that reach the named top folder.
const COMPONENTS = { regex: "^(@/|(\\.\\./)+)components(/|$)", message: "lib/ never imports components/." };
const SERVER = {
  regex: "^(@/|(\\.\\./)+)(lib/)?server(/|$)",
  message: "components/ and lib/client never import lib/server (server-only).",
};
const NOT_CONTRACT = {
  regex: "^(?!zod(/|$)|\\./|@/lib/contract/)",
  message: "lib/contract imports nothing but zod and lib/contract.",
};
const ABOVE_PLATFORM = {
  regex: "^(@/lib/server/(?!platform/)|(\\.\\./)+(?!platform/|\\.\\./)[a-z-]+/)",
  message: "lib/server/platform is the ground floor: it imports no domain and not lib/server/app (import-layers).",
};
const APP = {
  regex: "^(@/lib/server/app/|(\\.\\./)+app/)",
  message: "A domain never imports lib/server/app, the layer that assembles the domains (import-layers).",
};
const layers = (...patterns) => ({ "no-restricted-imports": ["error", { patterns }] });

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  // Next turns on only a few jsx-a11y rules; the plugin is already registered by Next's config.
  { name: "jsx-a11y/recommended rules", rules: jsxA11y.flatConfigs.recommended.rules },
  {
    name: "project",
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  // The import direction (tests/unit/import-layers.test.ts checks the same, dynamic imports too).
  { name: "layers/lib", files: ["lib/**"], rules: layers(COMPONENTS) },
  { name: "layers/components", files: ["components/**"], rules: layers(SERVER) },
  { name: "layers/lib-client", files: ["lib/client/**"], rules: layers(COMPONENTS, SERVER) },
  { name: "layers/lib-contract", files: ["lib/contract/**"], rules: layers(NOT_CONTRACT) },
  {
    name: "layers/lib-server-domains",
    files: ["lib/server/**"],
    ignores: ["lib/server/platform/**", "lib/server/app/**"],
    rules: layers(COMPONENTS, APP),
  },
  { name: "layers/lib-server-platform", files: ["lib/server/platform/**"], rules: layers(COMPONENTS, ABOVE_PLATFORM) },
  prettier,
  // After eslint-config-prettier, which switches max-len off: Prettier wraps code, not strings or comments.
  { name: "line length", rules: { "max-len": ["error", { code: 120, tabWidth: 2 }] } },
  globalIgnores([
    "**/.next/**",
    "out/**",
    "build/**",
    "next-env.d.ts",
    ".data/**",
    ".data-*/**",
    ".ci/.node/**",
    "coverage/**",
    "test-results/**",
    "playwright-report/**",
    "e2e/.artifacts/**",
    "bench/.results/**",
    ".scratch/**",
    "lib/server/platform/db/migrations/**",
  ]),
]);
