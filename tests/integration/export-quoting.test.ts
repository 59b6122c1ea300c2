import { pollUntil } from "../helpers/poll";
import { csvRows } from "../helpers/csv-rows";
import { BROWSER_NAVIGATION_HEADERS, call, login } from "./portal";
import { usersOfThisFile } from "./file-users";

/** This file's own users (file-users.ts). */
const { REP, ADMIN } = usersOfThisFile();

// A spreadsheet whose list separator is ";" splits a bare field there and runs what follows as a
// formula; every text field is quoted, so no separator inside a value starts a cell
// (docs/security.md, "CSV exports").
const FORMULA_NAME = "Q4 promo;=cmd|' /C calc'!A0";
const FORMULA_REFERER = "https://evil.example/;=cmd|' /C calc'!A0";
const STARTS_A_FORMULA = /^[=+\-@\t\r]/;

let admin: string;
let slug: string;

beforeAll(async () => {
  admin = (await login(ADMIN)).session.access_token;
  const rep = (await login(REP)).session.access_token;
  const created = await call("/api/tracked-links", {
    method: "POST",
    token: rep,
    json: { name: FORMULA_NAME, originalUrl: "https://example.com/q4" },
  });
  expect(created.status).toBe(201);
  slug = ((await created.json()) as { slug: string }).slug;
  // Anyone can send this Referer to a rep's short link.
  const followed = await call(`/go/${slug}`, { headers: { ...BROWSER_NAVIGATION_HEADERS, Referer: FORMULA_REFERER } });
  expect(followed.status).toBe(302);
});

const today = new Date().toISOString().slice(0, 10);

/** The rows of an export as a spreadsheet with each separator reads them. */
async function exported(pathname: string): Promise<{ text: string; comma: string[][]; semicolon: string[][] }> {
  const response = await call(pathname, { token: admin });
  expect(response.status).toBe(200);
  const text = (await response.text()).replace(/^\uFEFF/, "");
  return { text, comma: csvRows(text), semicolon: csvRows(text, ";") };
}

test.each([
  ["links", "/api/admin/exports/links", FORMULA_NAME],
  ["hits", `/api/admin/exports/hits?from=${today}&to=${today}`, FORMULA_REFERER],
])("the %s export quotes a formula after a separator", async (_name, pathname, value) => {
  const rows = await pollUntil(
    () => exported(pathname),
    ({ comma }) => comma.some((row) => row.includes(value)),
    { timeoutMs: 15_000, intervalMs: 200 },
  );
  expect(rows.comma.some((row) => row.includes(value))).toBe(true);
  const formulas = rows.semicolon.flat().filter((cell) => STARTS_A_FORMULA.test(cell));
  expect(formulas).toEqual([]);
});
