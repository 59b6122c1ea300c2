import { FloodGuard } from "@/lib/server/engagement/flood-guard";

const START = Date.UTC(2026, 10, 23, 12, 0, 15);

test("a client gets its share of requests in the minute from its first one, then waits it out; others go on", () => {
  let now = START;
  const guard = new FloodGuard(3, 100, () => now);
  expect([1, 2, 3].map(() => guard.admit("198.51.100.1"))).toEqual([0, 0, 0]);
  expect(guard.admit("198.51.100.1")).toBe(60);
  now += 10_000;
  expect(guard.admit("198.51.100.2")).toBe(0);
  now += 49_500;
  expect(guard.admit("198.51.100.1")).toBe(1);
  now += 500;
  expect(guard.admit("198.51.100.1")).toBe(0);
  // The second client's minute began with its own first request, 10 s after the first client's.
  expect([1, 2].map(() => guard.admit("198.51.100.2"))).toEqual([0, 0]);
  expect(guard.admit("198.51.100.2")).toBe(10);
});

test("a burst across a clock minute is still one client's minute", () => {
  let now = Date.UTC(2026, 10, 23, 12, 0, 59, 900);
  const guard = new FloodGuard(2, 100, () => now);
  expect(guard.admit("a")).toBe(0);
  now += 200;
  expect(guard.admit("a")).toBe(0);
  expect(guard.admit("a")).toBe(60);
});

test("memory stays bounded and fails closed: when the table is full, a new client waits for a slot", () => {
  let now = START;
  const guard = new FloodGuard(1, 2, () => now);
  expect(guard.admit("a")).toBe(0);
  now += 10_000;
  expect(guard.admit("b")).toBe(0);
  expect(guard.admit("c")).toBe(50);
  expect(guard.admit("c")).toBe(50);
  expect(guard.admit("a")).toBe(50);
  now += 50_000;
  // a's minute is over: its slot is free again, and c takes it.
  expect(guard.admit("c")).toBe(0);
  expect(guard.admit("b")).toBe(10);
});

test("filling the table cannot reset a refused client: it stays refused for the rest of its minute", () => {
  let now = START;
  const guard = new FloodGuard(2, 3, () => now);
  expect([guard.admit("flooder"), guard.admit("flooder")]).toEqual([0, 0]);
  expect(guard.admit("flooder")).toBe(60);
  for (let i = 0; i < 10; i++) guard.admit(`sybil-${i}`);
  now += 30_000;
  for (let i = 10; i < 20; i++) guard.admit(`sybil-${i}`);
  expect(guard.admit("flooder")).toBe(30);
});
