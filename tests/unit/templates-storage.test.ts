import { installStorage, removeStorage } from "../helpers/memory-storage";
import {
  isRecent,
  parseTemplates,
  readTemplates,
  templatesOf,
  TEMPLATES_STORAGE_KEY,
  writeTemplates,
  type EmailTemplate,
} from "@/lib/client/templates/templates-storage";

function template(id: string, updatedAt: string, name = `Template ${id}`, repId = "rep-1"): EmailTemplate {
  return { id, name, body_plain: `Body of ${id}`, rep_id: repId, updated_at: updatedAt };
}

afterEach(() => {
  removeStorage();
  jest.restoreAllMocks();
});

test("templates are read newest first, whatever order they were stored in", () => {
  const items = installStorage();
  const stored = [
    template("a", "2026-01-01T10:00:00.000Z"),
    template("c", "2026-03-01T10:00:00.000Z"),
    template("b", "2026-02-01T10:00:00.000Z"),
  ];
  items.set(TEMPLATES_STORAGE_KEY, JSON.stringify(stored));
  expect(readTemplates().map((t) => t.id)).toEqual(["c", "b", "a"]);
});

test.each([
  ["truncated JSON", '[{"id":"a","name":'],
  ["not a list", '{"id":"a"}'],
  ["a bare string", '"hello"'],
])("a corrupted value (%s) reads as no templates and stays stored until the next save", (_case, raw) => {
  const items = installStorage();
  items.set(TEMPLATES_STORAGE_KEY, raw);
  expect(readTemplates()).toEqual([]);
  expect(items.get(TEMPLATES_STORAGE_KEY)).toBe(raw);

  expect(writeTemplates([template("new", "2026-05-01T00:00:00.000Z")])).toBe(true);
  expect(readTemplates().map((t) => t.id)).toEqual(["new"]);
});

test("malformed entries of a readable list are skipped, the valid ones kept", () => {
  const items = installStorage();
  const good = template("good", "2026-04-01T00:00:00.000Z");
  items.set(TEMPLATES_STORAGE_KEY, JSON.stringify([good, { id: "no-body", name: "x" }, null, 42]));
  expect(readTemplates()).toEqual([good]);
});

test("a full storage reports the failure and keeps what was stored before", () => {
  const items = installStorage();
  const before = [template("old", "2026-01-01T00:00:00.000Z")];
  expect(writeTemplates(before)).toBe(true);
  const storedBefore = items.get(TEMPLATES_STORAGE_KEY);

  const full = installStorage({ full: true });
  full.set(TEMPLATES_STORAGE_KEY, storedBefore ?? "");
  const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
  expect(writeTemplates([...before, template("new", "2026-02-01T00:00:00.000Z")])).toBe(false);
  expect(warn).toHaveBeenCalled();
  expect(readTemplates().map((t) => t.id)).toEqual(["old"]);
});

test("no storage at all, or a blocked one, reads as empty and cannot save", () => {
  expect(readTemplates()).toEqual([]);
  expect(writeTemplates([template("a", "2026-01-01T00:00:00.000Z")])).toBe(false);
  Object.defineProperty(globalThis, "localStorage", {
    configurable: true,
    get() {
      throw new DOMException("Access denied", "SecurityError");
    },
  });
  expect(readTemplates()).toEqual([]);
  expect(writeTemplates([template("a", "2026-01-01T00:00:00.000Z")])).toBe(false);
});

test("a save stores the list newest first in the documented shape", () => {
  const items = installStorage();
  writeTemplates([template("a", "2026-01-01T00:00:00.000Z"), template("b", "2026-06-01T00:00:00.000Z")]);
  const stored: unknown = JSON.parse(items.get(TEMPLATES_STORAGE_KEY) ?? "null");
  expect(stored).toEqual([template("b", "2026-06-01T00:00:00.000Z"), template("a", "2026-01-01T00:00:00.000Z")]);
  expect(parseTemplates(null)).toEqual([]);
});

test("'recent' means updated within the last 7 days", () => {
  const now = Date.parse("2026-06-10T12:00:00.000Z");
  expect(isRecent(template("a", "2026-06-04T12:00:00.000Z"), now)).toBe(true);
  expect(isRecent(template("b", "2026-06-03T11:59:00.000Z"), now)).toBe(false);
  expect(isRecent(template("c", "not a date"), now)).toBe(false);
});

test("a user sees only the templates they saved, not those of others who use the same browser", () => {
  const items = installStorage();
  const stored = [
    template("mine", "2026-01-01T00:00:00.000Z"),
    template("admins", "2026-02-01T00:00:00.000Z", "Admin's", "admin-1"),
  ];
  items.set(TEMPLATES_STORAGE_KEY, JSON.stringify(stored));
  expect(templatesOf(readTemplates(), "rep-1").map((t) => t.id)).toEqual(["mine"]);
  expect(templatesOf(readTemplates(), "admin-1").map((t) => t.id)).toEqual(["admins"]);
  expect(templatesOf(readTemplates(), "someone-else")).toEqual([]);
  expect(templatesOf(readTemplates(), undefined)).toEqual([]);
});
