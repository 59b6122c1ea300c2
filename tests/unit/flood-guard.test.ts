import { FloodGuard } from "@/lib/server/hits/flood-guard";

test("a client gets its share of requests a minute, then waits for the next minute; others go on", () => {
  let now = Date.UTC(2026, 10, 23, 12, 0, 15);
  const guard = new FloodGuard(3, 100, () => now);
  expect([1, 2, 3].map(() => guard.admit("198.51.100.1"))).toEqual([0, 0, 0]);
  expect(guard.admit("198.51.100.1")).toBe(45);
  expect(guard.admit("198.51.100.2")).toBe(0);
  now += 44_500;
  expect(guard.admit("198.51.100.1")).toBe(1);
  now += 500;
  expect(guard.admit("198.51.100.1")).toBe(0);
});

test("memory stays bounded: beyond the clients it tracks a minute, new clients are let through", () => {
  const now = Date.UTC(2026, 10, 23, 12, 0, 0);
  const guard = new FloodGuard(1, 2, () => now);
  expect(guard.admit("a")).toBe(0);
  expect(guard.admit("b")).toBe(0);
  expect(guard.admit("c")).toBe(0);
  expect(guard.admit("c")).toBe(0);
  expect(guard.admit("a")).toBe(60);
});
