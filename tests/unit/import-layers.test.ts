import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { ROOT, resolveLocal, sourceFiles } from "../helpers/source-tree";

// The direction of imports (docs/architecture.md): app -> components -> lib/client ->
// lib/contract, and app -> lib/server (which may use lib/contract). Inside lib/server three floors:
// lib/server/app (start-up, the route wrappers, the background writers) on the domain folders, the
// domains on lib/server/platform, which imports none of them; the domains import each other without
// a circle. ESLint's no-restricted-imports
// (eslint.config.mjs) flags the same in the editor; this test reads every module under app/,
// components/ and lib/, dynamic imports too, and fails on a forbidden import or an import circle
// among lib/ and components/, naming the file and the import.

interface Import {
  file: string;
  line: number;
  specifier: string;
  /** The imported module relative to the root (e.g. lib/server/platform/env.ts), or undefined for a package. */
  target: string | undefined;
}

/** Static imports, re-exports, `import type`, dynamic `import()` and `require()` of one file. */
function importsOf(file: string): Import[] {
  const source = readFileSync(path.join(ROOT, file), "utf8");
  return ts.preProcessFile(source, true, true).importedFiles.map(({ fileName, pos }) => ({
    file,
    line: source.slice(0, pos).split("\n").length,
    specifier: fileName,
    target: resolveLocal(file, fileName),
  }));
}

/** The folder of lib/server a module belongs to (its domain, "platform" or "app"), or undefined outside it. */
function serverFolder(module: string | undefined): string | undefined {
  return module?.match(/^lib\/server\/([^/]+)\//)?.[1];
}

/** Why `from` may not import `to` (a root-relative module path or a package name), or undefined. */
function forbiddenImport(from: string, to: string | undefined, specifier: string): string | undefined {
  const under = (module: string | undefined, dir: string) => module !== undefined && module.startsWith(`${dir}/`);
  if (
    under(from, "lib/contract") &&
    !under(to, "lib/contract") &&
    specifier !== "zod" &&
    !specifier.startsWith("zod/")
  ) {
    return "lib/contract imports only lib/contract and zod";
  }
  if (under(from, "lib") && under(to, "components")) return "lib/ never imports components/";
  if (under(from, "components") && under(to, "lib/server")) return "components/ never imports lib/server";
  if (under(from, "lib/client") && under(to, "lib/server")) return "lib/client never imports lib/server";
  const fromFolder = serverFolder(from);
  const toFolder = serverFolder(to);
  if (fromFolder === "platform" && toFolder !== undefined && toFolder !== "platform") {
    return "lib/server/platform is the ground floor: it imports no domain and not lib/server/app";
  }
  if (fromFolder !== undefined && fromFolder !== "app" && toFolder === "app") {
    return "a domain of lib/server never imports lib/server/app, the layer that assembles them";
  }
  return undefined;
}

/** Each import circle once, as the chain of modules that closes it. */
function circles(edges: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const visit = (module: string) => {
    state.set(module, "open");
    stack.push(module);
    for (const next of edges.get(module) ?? []) {
      if (state.get(next) === "open") found.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(module, "done");
  };
  for (const start of [...edges.keys()].sort()) if (!state.has(start)) visit(start);
  return found;
}

const files = sourceFiles();
const imports = files.flatMap(importsOf);

test("the scan sees the whole tree, type-only imports included", () => {
  expect(files).toContain("lib/contract/assets.ts");
  expect(files).toContain("components/ui/button.tsx");
  expect(
    imports.some(
      (i) => i.file === "lib/client/api/asset-paging-queries.ts" && i.target === "lib/client/brand/brand-context.tsx",
    ),
  ).toBe(true);
  expect(
    imports.some(
      (i) =>
        i.file === "lib/server/platform/storage/local-disk.ts" &&
        i.target === "lib/server/platform/storage/upload-store-contract.ts",
    ),
  ).toBe(true);
});

test.each([
  ["lib/client/api/a.ts", "components/ui/button.tsx", "@/components/ui/button"],
  ["lib/server/a.ts", "components/a.tsx", "../../components/a"],
  ["components/a/b.tsx", "lib/server/platform/env.ts", "@/lib/server/platform/env"],
  ["lib/client/a.ts", "lib/server/platform/env.ts", "@/lib/server/platform/env"],
  ["lib/contract/a.ts", "lib/utils.ts", "@/lib/utils"],
  ["lib/contract/a.ts", undefined, "date-fns"],
])("%s may not import %s", (from, to, specifier) => {
  expect(forbiddenImport(from, to, specifier)).toBeDefined();
});

test.each([
  ["lib/server/platform/a.ts", "lib/server/links/b.ts", "@/lib/server/links/b"],
  ["lib/server/platform/request/a.ts", "lib/server/auth/b.ts", "../../auth/b"],
  ["lib/server/platform/env.ts", "lib/server/app/boot.ts", "@/lib/server/app/boot"],
  ["lib/server/links/a.ts", "lib/server/app/hit-writer.ts", "@/lib/server/app/hit-writer"],
])("%s may not import %s", (from, to, specifier) => {
  expect(forbiddenImport(from, to, specifier)).toBeDefined();
});

test.each([
  ["lib/server/links/a.ts", "lib/server/platform/db/client.ts", "@/lib/server/platform/db/client"],
  ["lib/server/app/boot.ts", "lib/server/links/live-link.ts", "@/lib/server/links/live-link"],
  ["lib/server/app/boot.ts", "lib/server/platform/env.ts", "@/lib/server/platform/env"],
  ["lib/server/shares/a.ts", "lib/server/engagement/b.ts", "@/lib/server/engagement/b"],
])("%s may import %s", (from, to, specifier) => {
  expect(forbiddenImport(from, to, specifier)).toBeUndefined();
});

test.each([
  ["app/a/page.tsx", "lib/server/platform/env.ts", "@/lib/server/platform/env"],
  ["components/a.tsx", "lib/client/data/fetcher.ts", "@/lib/client/data/fetcher"],
  ["lib/server/a.ts", "lib/contract/assets.ts", "@/lib/contract/assets"],
  ["lib/contract/a.ts", "lib/contract/b.ts", "./b"],
  ["lib/contract/a.ts", undefined, "zod"],
])("%s may import %s", (from, to, specifier) => {
  expect(forbiddenImport(from, to, specifier)).toBeUndefined();
});

test("no module imports against the direction of the layers", () => {
  const wrong = imports.flatMap(({ file, line, specifier, target }) => {
    const reason = forbiddenImport(file, target, specifier);
    return reason ? [`${file}:${line} imports "${specifier}": ${reason}`] : [];
  });
  expect(wrong).toEqual([]);
});

// Type-only imports count too: a circle of types still means two modules that cannot be read apart.
test("no import circles among lib/ and components/, not even through types", () => {
  const inScope = (module: string | undefined): module is string => !!module && /^(lib|components)\//.test(module);
  const edges = new Map<string, string[]>();
  for (const { file, target } of imports) {
    if (inScope(file) && inScope(target)) edges.set(file, [...(edges.get(file) ?? []), target]);
  }
  expect(circles(edges).map((chain) => chain.join(" -> "))).toEqual([]);
});

// One folder per domain (docs/architecture.md): no module loose at the top of lib/server, and the
// domains' imports of each other form no circle (the platform below them all and the app above left aside).
test("lib/server is folders only, and its domains import each other without a circle", () => {
  expect(files.filter((file) => /^lib\/server\/[^/]+$/.test(file))).toEqual([]);
  const edges = new Map<string, string[]>();
  for (const { file, target } of imports) {
    const from = serverFolder(file);
    const to = serverFolder(target);
    if (!from || !to || from === to || [from, to].some((folder) => folder === "platform" || folder === "app")) continue;
    edges.set(from, [...new Set([...(edges.get(from) ?? []), to])]);
  }
  expect(circles(edges).map((chain) => chain.join(" -> "))).toEqual([]);
});

// lib/client too is folders named for what they hold (docs/architecture.md): none loose at its top.
test("lib/client is folders only", () => {
  expect(files.filter((file) => /^lib\/client\/[^/]+$/.test(file))).toEqual([]);
});
