/** @jest-environment jsdom */
type Module = typeof import("@/lib/client/after-hydration");

/** A fresh copy of the module: it remembers its first idle moment for the page's lifetime. */
async function freshModule(): Promise<Module> {
  jest.resetModules();
  return import("@/lib/client/after-hydration");
}

async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

afterEach(() => {
  jest.useRealTimers();
  Reflect.deleteProperty(window, "requestIdleCallback");
});

test("waits for the browser's first idle moment, then resolves at once ever after", async () => {
  const callbacks: (() => void)[] = [];
  const options: unknown[] = [];
  Object.assign(window, {
    requestIdleCallback: (callback: () => void, option: unknown) => {
      options.push(option);
      return callbacks.push(callback);
    },
  });
  const { afterHydration } = await freshModule();
  const first = afterHydration();
  expect(await settled(first)).toBe(false);
  expect(options).toEqual([{ timeout: 2000 }]);
  callbacks[0]?.();
  expect(await settled(first)).toBe(true);
  expect(await settled(afterHydration())).toBe(true);
  expect(callbacks).toHaveLength(1);
});

test("without requestIdleCallback (Safari) a short timer stands in", async () => {
  jest.useFakeTimers();
  const { afterHydration } = await freshModule();
  const first = afterHydration();
  jest.advanceTimersByTime(299);
  expect(await settled(first)).toBe(false);
  jest.advanceTimersByTime(1);
  expect(await settled(first)).toBe(true);
});
