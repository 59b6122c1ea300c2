import { installStorage, removeStorage } from "../helpers/memory-storage";
import { useTemplateActions } from "@/components/templates/use-template-actions";
import { readTemplates, TEMPLATES_STORAGE_KEY, type EmailTemplate } from "@/lib/client/templates/templates-storage";

const OTHERS: EmailTemplate = {
  id: "shared-id",
  name: "Admin's note",
  body_plain: "Admin body",
  rep_id: "admin-1",
  updated_at: "2026-01-01T00:00:00.000Z",
};

let items: Map<string, string>;
beforeEach(() => {
  items = installStorage();
  items.set(TEMPLATES_STORAGE_KEY, JSON.stringify([OTHERS]));
});
afterEach(removeStorage);

const othersTemplate = () => readTemplates().find((t) => t.rep_id === "admin-1");

test("a rep's save keeps the templates other users saved in the browser", () => {
  const created = useTemplateActions("rep-1").create("Mine", "Hello");
  expect(created).toMatchObject({ name: "Mine", rep_id: "rep-1" });
  expect(readTemplates().map((t) => [t.name, t.rep_id])).toEqual(
    expect.arrayContaining([
      ["Mine", "rep-1"],
      ["Admin's note", "admin-1"],
    ]),
  );
});

test("a rep cannot overwrite, rename or delete another user's template, even by its id", () => {
  const actions = useTemplateActions("rep-1");
  expect(actions.overwrite("shared-id", "changed")).toBe(false);
  expect(actions.rename("shared-id", "Renamed")).toBe(false);
  actions.remove("shared-id");
  expect(othersTemplate()).toEqual(OTHERS);
});

test("the owner can still change their own template", () => {
  const actions = useTemplateActions("admin-1");
  expect(actions.rename("shared-id", "Renamed")).toBe(true);
  expect(othersTemplate()?.name).toBe("Renamed");
  expect(actions.remove("shared-id")).toBe(true);
  expect(readTemplates()).toEqual([]);
});
