import { installStorage, removeStorage } from "../helpers/memory-storage";
import { emailDraftKey, keepEmailDraft, readEmailDraft, unsavedDraft } from "@/lib/client/templates/email-draft";

afterEach(() => {
  removeStorage();
  jest.restoreAllMocks();
});

const SAVED = { id: "t1", body_plain: "Saved body" };

describe("what is unsaved", () => {
  test("a new text is a draft until it is empty", () => {
    expect(unsavedDraft("Hello", null)).toEqual({ body_plain: "Hello", template_id: null });
    expect(unsavedDraft("", null)).toBeNull();
  });

  test("an edit of a saved template is a draft until it matches the template again (a save)", () => {
    expect(unsavedDraft("Saved body, changed", SAVED)).toEqual({
      body_plain: "Saved body, changed",
      template_id: "t1",
    });
    expect(unsavedDraft("Saved body", SAVED)).toBeNull();
    expect(unsavedDraft("", SAVED)).toEqual({ body_plain: "", template_id: "t1" });
  });
});

test("each user has their own draft, and a save (nothing unsaved) removes it", () => {
  const items = installStorage();
  keepEmailDraft("rep-1", { body_plain: "Rep's text", template_id: null });
  keepEmailDraft("admin-1", { body_plain: "Admin's text", template_id: "t9" });
  expect(readEmailDraft("rep-1")).toEqual({ body_plain: "Rep's text", template_id: null });
  expect(readEmailDraft("admin-1")).toEqual({ body_plain: "Admin's text", template_id: "t9" });
  expect(readEmailDraft("someone-else")).toBeNull();

  keepEmailDraft("rep-1", null);
  expect(items.has(emailDraftKey("rep-1"))).toBe(false);
  expect(readEmailDraft("admin-1")).not.toBeNull();
});

test.each([
  ["truncated JSON", '{"body_plain":'],
  ["not an object", '"text"'],
  ["no text", '{"template_id":"t1"}'],
])("a corrupted draft (%s) reads as none", (_case, raw) => {
  installStorage().set(emailDraftKey("rep-1"), raw);
  expect(readEmailDraft("rep-1")).toBeNull();
});

test("a full or blocked storage costs only the draft", () => {
  installStorage({ full: true });
  const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
  expect(() => keepEmailDraft("rep-1", { body_plain: "x", template_id: null })).not.toThrow();
  expect(warn).toHaveBeenCalled();
  expect(readEmailDraft("rep-1")).toBeNull();
  removeStorage();
  expect(readEmailDraft("rep-1")).toBeNull();
});
