import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { ROOT } from "../helpers/source-tree";

// Comments, tests and docs cite where a rule is described (`docs/rules.md#passwords`). A clone has
// only this repository, so every cited document must be in it, with the heading the anchor names;
// the product's old specification lived beside the repository and may not be cited at all.

const SCANNED_DIRS = ["app", "components", "lib", "tests", "e2e", "bench", "scripts", "docs"];
const TEXT_FILE = /\.(ts|tsx|mts|mjs|js|md|sql|json|css)$/;
const SKIPPED_DIRS = new Set(["node_modules", "coverage", "test-results", "playwright-report"]);
/** This file spells out the forbidden words to look for them. */
const SELF = "tests/unit/doc-citations.test.ts";
/** Its paths are made-up inputs of the layering rules, not citations. */
const MADE_UP_PATHS = "tests/unit/import-layers.test.ts";

function textFilesUnder(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir)).flatMap((name) => {
    const relative = `${dir}/${name}`;
    if (statSync(path.join(ROOT, relative)).isDirectory()) {
      return name.startsWith(".") || SKIPPED_DIRS.has(name) ? [] : textFilesUnder(relative);
    }
    return TEXT_FILE.test(name) ? [relative] : [];
  });
}

/** The project's text files, relative to the root: the scanned folders and the files at the root. */
function projectTextFiles(): string[] {
  const atRoot = readdirSync(ROOT).filter(
    (name) => TEXT_FILE.test(name) && name !== "package-lock.json" && statSync(path.join(ROOT, name)).isFile(),
  );
  return [...atRoot, ...SCANNED_DIRS.flatMap(textFilesUnder)].filter((file) => file !== SELF);
}

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, each space a '-'. */
function headingSlug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N} _-]/gu, "")
    .replace(/ /g, "-");
}

/** Every anchor of a Markdown file's headings (outside code fences); a repeated one gets -1, -2... */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split("\n")) {
    if (line.startsWith("```")) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.+?)\s*#*$/.exec(line);
    if (!heading) continue;
    const slug = headingSlug(heading[1] ?? "");
    const count = seen.get(slug) ?? 0;
    anchors.add(count ? `${slug}-${count}` : slug);
    seen.set(slug, count + 1);
  }
  return anchors;
}

interface Citation {
  where: string;
  document: string;
  anchor: string | undefined;
}

/** Each `*.md` a line names, with its anchor; a web address's documents are not the tree's. */
function citationsIn(file: string): Citation[] {
  const lines = readFileSync(path.join(ROOT, file), "utf8").split("\n");
  return lines.flatMap((line, index) =>
    [...line.matchAll(/([\w./-]*[\w-]\.md)(?:#([\w-]+))?/g)]
      .map(([, document = "", anchor]) => ({ where: `${file}:${index + 1}`, document, anchor }))
      .filter(({ document }) => !document.startsWith("//")),
  );
}

/** The cited document, relative to the root: a path from the root, or from the citing file's folder. */
function resolveDocument(citation: Citation): string | undefined {
  const file = citation.where.slice(0, citation.where.lastIndexOf(":"));
  const candidates = [citation.document, path.posix.join(path.posix.dirname(file), citation.document)];
  return candidates.find(
    (candidate) =>
      !candidate.startsWith("..") && !path.posix.isAbsolute(candidate) && existsSync(path.join(ROOT, candidate)),
  );
}

test("heading anchors follow GitHub's slugs", () => {
  expect(headingSlug("The dashboard's Link Clicks card")).toBe("the-dashboards-link-clicks-card");
  expect(headingSlug("Upstream proxy mode (`API_UPSTREAM_URL`)")).toBe("upstream-proxy-mode-api_upstream_url");
  expect(headingSlug("Renaming, deactivating and deleting")).toBe("renaming-deactivating-and-deleting");
  expect([...anchorsOf("# A\n## Users\n```\n# not a heading\n```\n### Users\n")]).toEqual(["a", "users", "users-1"]);
});

test("nothing cites the old specification or a path outside the repository", () => {
  const offenders = projectTextFiles().flatMap((file) =>
    readFileSync(path.join(ROOT, file), "utf8")
      .split("\n")
      .flatMap((line, index) =>
        /\bSPEC\b|\.\.\/shared\b|SPEC\.md/.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
      ),
  );
  expect(offenders).toEqual([]);
});

test("every cited document is in the repository, with the heading its anchor names", () => {
  const anchors = new Map<string, Set<string>>();
  const broken = projectTextFiles()
    .flatMap(citationsIn)
    .flatMap((citation) => {
      const document = resolveDocument(citation);
      const cited = `${citation.document}${citation.anchor ? `#${citation.anchor}` : ""}`;
      if (!document) return [`${citation.where}: ${cited} is not a file of the repository`];
      if (!citation.anchor) return [];
      if (!anchors.has(document)) anchors.set(document, anchorsOf(readFileSync(path.join(ROOT, document), "utf8")));
      return anchors.get(document)!.has(citation.anchor) ? [] : [`${citation.where}: ${cited} has no such heading`];
    });
  expect(broken).toEqual([]);
});

/** Each path of a project file a line names from the root (`lib/server/...ts`); patterns are not paths. */
function codeCitationsIn(file: string): { where: string; cited: string }[] {
  const lines = readFileSync(path.join(ROOT, file), "utf8").split("\n");
  const roots = SCANNED_DIRS.join("|");
  const pathPattern = new RegExp(
    `(?<![\\w./@-])((?:${roots})/[\\w./()\\[\\]-]*\\.(?:ts|tsx|mts|mjs|js|json|sql|css))\\b`,
    "g",
  );
  return lines.flatMap((line, index) =>
    [...line.matchAll(pathPattern)]
      .map(([, cited = ""]) => ({ where: `${file}:${index + 1}`, cited }))
      // A path through a dot-folder (e2e/.auth/) names a file a run writes, not one of the tree's.
      .filter(({ cited }) => !cited.includes("/.")),
  );
}

test("every cited code file is in the repository", () => {
  const missing = projectTextFiles()
    .filter((file) => file !== MADE_UP_PATHS)
    .flatMap(codeCitationsIn)
    .filter(({ cited }) => !existsSync(path.join(ROOT, cited)))
    .map(({ where, cited }) => `${where}: ${cited} is not a file of the repository`);
  expect(missing).toEqual([]);
});
