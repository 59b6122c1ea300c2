import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/** The repository's root, and the folders whose modules make up the app. */
export const ROOT = path.resolve(__dirname, "../..");
const SCANNED = ["app", "components", "lib"];
const EXTENSIONS = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

function sourceFilesUnder(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir)).flatMap((name) => {
    const relative = `${dir}/${name}`;
    if (statSync(path.join(ROOT, relative)).isDirectory()) return sourceFilesUnder(relative);
    return /\.tsx?$/.test(name) ? [relative] : [];
  });
}

/** Every TypeScript module under app/, components/ and lib/, relative to the root. */
export function sourceFiles(): string[] {
  return SCANNED.flatMap(sourceFilesUnder);
}

/**
 * The module `specifier` names from `file` (both relative to the root, e.g. lib/server/platform/env.ts), or
 * undefined for a package.
 */
export function resolveLocal(file: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith("@/")) base = specifier.slice(2);
  else if (specifier.startsWith(".")) base = path.posix.join(path.posix.dirname(file), specifier);
  else return undefined;
  const found = EXTENSIONS.map((ext) => base + ext).find(
    (candidate) => existsSync(path.join(ROOT, candidate)) && statSync(path.join(ROOT, candidate)).isFile(),
  );
  return found ?? base;
}
