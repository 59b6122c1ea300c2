import { retryingImport } from "@/lib/client/retrying-import";

test("loads once for every caller, at the same time or later", async () => {
  const load = jest.fn(async () => ({ answer: 42 }));
  const imported = retryingImport(load);
  const [first, second] = await Promise.all([imported(), imported()]);
  expect(first).toBe(second);
  expect(await imported()).toBe(first);
  expect(load).toHaveBeenCalledTimes(1);
});

test("a failed load fails its callers, and the next call loads again", async () => {
  const offline = new Error("Failed to load chunk");
  const load = jest.fn().mockRejectedValueOnce(offline).mockResolvedValueOnce({ answer: 42 });
  const imported = retryingImport(load);
  await expect(imported()).rejects.toBe(offline);
  await expect(imported()).resolves.toEqual({ answer: 42 });
  await expect(imported()).resolves.toEqual({ answer: 42 });
  expect(load).toHaveBeenCalledTimes(2);
});
