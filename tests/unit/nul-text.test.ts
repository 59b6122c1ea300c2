import { z } from "zod";
import { HttpError } from "@/lib/server/platform/http-errors";
import { parseJsonBody } from "@/lib/server/platform/json-body";
import { nulTextPath, refuseNulQuery } from "@/lib/server/platform/request/nul-text";

test.each([
  ["a plain string", "a\0b", []],
  ["a field", { name: "x", note: "\0" }, ["note"]],
  ["an array item", { tags: ["ok", "b\0"] }, ["tags", 1]],
  ["a nested field", { a: [{ b: { c: "\0" } }] }, ["a", 0, "b", "c"]],
  ["an object key", { ok: 1, ["k\0"]: 1 }, ["k\0"]],
  ["the first of two", { first: "\0", second: "\0" }, ["first"]],
])("a NUL in %s is found at its path", (_what, value, path) => {
  expect(nulTextPath(value)).toEqual(path);
});

test.each([
  ["text without one", { name: "a\u202eb", emoji: "🎸", escaped: "\\0", control: "\u0001" }],
  ["other types", [1, -1, true, null, 1e308, {}, []]],
])("%s has no NUL", (_what, value) => {
  expect(nulTextPath(value)).toBeUndefined();
});

test("a body nested far deeper than the call stack is searched without overflowing it", () => {
  const depth = 200_000;
  const value = JSON.parse(`${"[".repeat(depth)}"\\u0000"${"]".repeat(depth)}`) as unknown;
  expect(nulTextPath(value)).toHaveLength(depth);
});

test("a JSON body with a NUL is a 400 naming the field, before its schema runs", () => {
  const schema = z.object({ name: z.string() });
  const refused = (() => {
    try {
      parseJsonBody(JSON.stringify({ name: "a\0" }), schema);
    } catch (error) {
      return error;
    }
  })();
  expect(refused).toBeInstanceOf(HttpError);
  expect(refused).toMatchObject({
    status: 400,
    code: "invalid_input",
    message: "Invalid request body. name: Text must not contain the NUL character (U+0000).",
    issues: [{ path: ["name"], message: "Text must not contain the NUL character (U+0000)." }],
  });
  expect(parseJsonBody(JSON.stringify({ name: "a\u202e" }), schema)).toEqual({ name: "a\u202e" });
});

test("a query parameter with a NUL in its value or name is a 400 naming it; a repeated one is checked too", () => {
  const refusal = (query: string) => {
    try {
      refuseNulQuery(new URLSearchParams(query));
    } catch (error) {
      return error instanceof HttpError ? error.message : error;
    }
  };
  expect(refusal("search=%00")).toBe("Invalid query. search: Text must not contain the NUL character (U+0000).");
  expect(refusal("x=1&%00=1")).toBe("Invalid query. \\0: Text must not contain the NUL character (U+0000).");
  expect(refusal("limit=%00&limit=5")).toBe("Invalid query. limit: Text must not contain the NUL character (U+0000).");
  expect(refusal("search=%ff&q=%E2%80%AE&empty=")).toBeUndefined();
});
