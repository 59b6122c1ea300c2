import { installStorage, removeStorage } from "../helpers/memory-storage";
import {
  PENDING_TEMPLATE_KEY,
  savePendingTemplate,
  takePendingTemplate,
  type PendingTemplate,
} from "@/lib/client/templates/pending-template";

const TEMPLATE: PendingTemplate = {
  id: "school-intro",
  name: "School District Introduction Email",
  body_plain: "Dear [Recipient Name],\n<script>x</script>",
};

function blockStorage(): void {
  Object.defineProperty(globalThis, "localStorage", {
    configurable: true,
    get() {
      throw new DOMException("Access is denied for this document.", "SecurityError");
    },
  });
}

beforeEach(() => jest.spyOn(console, "warn").mockImplementation(() => undefined));
afterEach(() => {
  removeStorage();
  jest.restoreAllMocks();
});

test("a saved template is taken once, under the key 'pendingTemplate'", () => {
  const items = installStorage();
  expect(savePendingTemplate(TEMPLATE)).toBe(true);
  expect(JSON.parse(items.get(PENDING_TEMPLATE_KEY) ?? "null")).toEqual(TEMPLATE);
  expect(PENDING_TEMPLATE_KEY).toBe("pendingTemplate");

  expect(takePendingTemplate()).toEqual(TEMPLATE);
  expect(items.has(PENDING_TEMPLATE_KEY)).toBe(false);
  expect(takePendingTemplate()).toBeNull();
});

test("saving again replaces the pending template", () => {
  installStorage();
  savePendingTemplate(TEMPLATE);
  savePendingTemplate({ ...TEMPLATE, id: "parent-quote", name: "Parent Quote Template" });
  expect(takePendingTemplate()?.id).toBe("parent-quote");
});

test("nothing pending gives null", () => {
  installStorage();
  expect(takePendingTemplate()).toBeNull();
});

test.each([
  ["corrupted JSON", '{"id":"school-intro",'],
  ["a JSON string", '"hello"'],
  ["null", "null"],
  ["a missing body", JSON.stringify({ id: "x", name: "y" })],
  ["a body that is not text", JSON.stringify({ id: "x", name: "y", body_plain: 42 })],
])("%s is discarded: null, and the key is removed", (_case, stored) => {
  const items = installStorage();
  items.set(PENDING_TEMPLATE_KEY, stored);
  expect(takePendingTemplate()).toBeNull();
  expect(items.has(PENDING_TEMPLATE_KEY)).toBe(false);
});

test("extra fields are not passed on", () => {
  installStorage().set(PENDING_TEMPLATE_KEY, JSON.stringify({ ...TEMPLATE, rep_id: "someone" }));
  expect(takePendingTemplate()).toEqual(TEMPLATE);
});

test("a full storage reports false instead of throwing", () => {
  const items = installStorage({ full: true });
  expect(savePendingTemplate(TEMPLATE)).toBe(false);
  expect(items.size).toBe(0);
  expect(console.warn).toHaveBeenCalled();
});

test("a blocked storage: save reports false, take gives null", () => {
  blockStorage();
  expect(savePendingTemplate(TEMPLATE)).toBe(false);
  expect(takePendingTemplate()).toBeNull();
});

test("no storage at all (server rendering): save reports false, take gives null", () => {
  expect(savePendingTemplate(TEMPLATE)).toBe(false);
  expect(takePendingTemplate()).toBeNull();
});
