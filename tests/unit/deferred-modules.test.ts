import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { ROOT, resolveLocal, sourceFiles } from "../helpers/source-tree";

// Modules kept off the pages' first load: loaded with import() when first needed, so that no page's
// first scripts carry them (bench/bundle measures what they weigh). A static import anywhere else
// would put them back; this test names it.
const DEFERRED: Record<string, { why: string; staticImporters: string[] }> = {
  sonner: { why: "loaded with components/ui/sonner.tsx", staticImporters: ["components/ui/sonner.tsx"] },
  "components/ui/sonner.tsx": { why: "loaded by DeferredToaster", staticImporters: [] },
  "components/login/sign-in-schemas.ts": { why: "zod, loaded by sign-in-resolvers.ts", staticImporters: [] },
  "lib/client/stored-token.ts": { why: "loaded by lib/client/supabase.ts", staticImporters: [] },
};

interface StaticImport {
  file: string;
  line: number;
  /** The imported module relative to the root, or the package's name. */
  module: string;
}

/** Whether an import declaration brings in code at run time (not only types, which are erased). */
function importsValues(declaration: ts.ImportDeclaration): boolean {
  const clause = declaration.importClause;
  if (!clause) return true; // import "./side-effect"
  if (clause.isTypeOnly) return false;
  if (clause.name) return true;
  const bindings = clause.namedBindings;
  if (!bindings || ts.isNamespaceImport(bindings)) return true;
  return bindings.elements.length === 0 || bindings.elements.some((element) => !element.isTypeOnly);
}

/** The imports and re-exports of one file that are part of its own chunk (not `import()`, not types). */
function staticImportsOf(file: string): StaticImport[] {
  const source = ts.createSourceFile(file, readFileSync(path.join(ROOT, file), "utf8"), ts.ScriptTarget.Latest);
  return source.statements.flatMap((statement) => {
    const isValueImport = ts.isImportDeclaration(statement) && importsValues(statement);
    const isValueReExport = ts.isExportDeclaration(statement) && !statement.isTypeOnly && statement.moduleSpecifier;
    if (!isValueImport && !isValueReExport) return [];
    const specifier = (statement.moduleSpecifier as ts.StringLiteral).text;
    const line = source.getLineAndCharacterOfPosition(statement.getStart(source)).line + 1;
    return [{ file, line, module: resolveLocal(file, specifier) ?? specifier }];
  });
}

const imports = sourceFiles().flatMap(staticImportsOf);

test("the scan tells a static import from a dynamic one and from a type-only one", () => {
  const of = (file: string) => imports.filter((i) => i.file === file).map((i) => i.module);
  expect(of("components/ui/sonner.tsx")).toContain("sonner");
  expect(of("components/layout/deferred-toaster.tsx")).toContain("lib/client/toast.ts");
  expect(of("components/layout/deferred-toaster.tsx")).not.toContain("components/ui/sonner.tsx");
  expect(of("components/layout/deferred-toaster.tsx")).not.toContain("sonner");
});

test("deferred modules are imported statically only where they may be", () => {
  const wrong = imports.flatMap(({ file, line, module }) => {
    const deferred = DEFERRED[module];
    if (!deferred || deferred.staticImporters.includes(file)) return [];
    return [`${file}:${line} imports ${module} statically; it is kept off the first load (${deferred.why})`];
  });
  expect(wrong).toEqual([]);
});
