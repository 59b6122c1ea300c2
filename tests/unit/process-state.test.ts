import { processState } from "@/lib/server/platform/process-state";

type ProcessStateModule = typeof import("@/lib/server/platform/process-state");

/** Loads the module again, as Next does for each bundle (a route, the start-up hook). */
function anotherCopy(): ProcessStateModule {
  let copy: ProcessStateModule | undefined;
  jest.isolateModules(() => {
    copy = jest.requireActual<ProcessStateModule>("@/lib/server/platform/process-state");
  });
  if (!copy || copy.processState === processState) throw new Error("expected a second copy of the module");
  return copy;
}

test("every copy of the module gets the one state of a name, made once", () => {
  let made = 0;
  const first = processState("test cache", () => ({ made: ++made, known: "read" as string | undefined }));
  const second = anotherCopy().processState("test cache", () => ({ made: ++made, known: undefined }));
  expect(second).toBe(first);
  expect(made).toBe(1);
  // What one copy changes, the other reads (an admin route's forget reaching the hit writer's cache).
  second.known = undefined;
  expect(first.known).toBeUndefined();
});

test("different names are different states", () => {
  const a = processState("test a", () => new Map<string, number>());
  const b = processState("test b", () => new Map<string, number>());
  a.set("x", 1);
  expect(b.has("x")).toBe(false);
});
