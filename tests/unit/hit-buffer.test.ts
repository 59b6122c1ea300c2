import { EventEmitter } from "node:events";
import type { HitClass } from "@/lib/contract/hits";
import {
  HitBuffer,
  type FirstHumanHit,
  type Hit,
  type HitBufferOptions,
  type HitFollowUps,
} from "@/lib/server/engagement/hit-buffer";
import { flushOnShutdown, type ProcessLike } from "@/lib/server/app/shutdown";
import { pollUntil } from "../helpers/poll";

const hit = (targetId: string, extra: Partial<Hit> = {}): Hit => ({
  target: "link",
  targetId,
  occurredAt: new Date(),
  hitClass: "human",
  reason: "person",
  visitor: "v",
  referrer: null,
  device: "desktop",
  ...extra,
});

/**
 * A writer that records the batches it was given (as "target:class" lists, then "unfurl target" per
 * reclassified GET and "settled target" per settled first hit) and fails while `failing` is set.
 * Each human hit of a target in `firstOf` comes back as that target's first of the day.
 */
function recordingWriter(firstOf: string[] = []) {
  const batches: string[][] = [];
  const state = { failing: false, active: 0, maxActive: 0 };
  const write = async (hits: Hit[], followUps?: HitFollowUps): Promise<FirstHumanHit[]> => {
    state.active++;
    state.maxActive = Math.max(state.maxActive, state.active);
    await new Promise((resolve) => setTimeout(resolve, 5)); // a write takes a while, so flushes can overlap it
    state.active--;
    if (state.failing) throw new Error("database down");
    batches.push([
      ...hits.map((h) => `${h.targetId}:${h.hitClass}`),
      ...(followUps?.unfurled ?? []).map((h) => `unfurl ${h.targetId}`),
      ...(followUps?.settled ?? []).map((f) => `settled ${f.targetId}`),
    ]);
    return hits
      .filter((h) => h.hitClass === "human" && firstOf.includes(h.targetId))
      .map((h) => ({ target: h.target, targetId: h.targetId, day: "2026-03-01", writtenAt: new Date() }));
  };
  return { write, batches, state };
}

/** Waits until the writer has written `count` batches. */
const batchesWritten = (writer: ReturnType<typeof recordingWriter>, count: number) =>
  pollUntil(
    () => writer.batches.length,
    (n) => n >= count,
  );

const options: HitBufferOptions = { intervalMs: 20, unfurlWindowMs: 2_000, maxRetryDelayMs: 80, maxPendingHits: 1_000 };

test("hits of every class are written together in one batch", async () => {
  const writer = recordingWriter();
  const buffer = new HitBuffer(writer.write, options);
  const classes: HitClass[] = ["human", "bot", "human", "own"];
  classes.forEach((hitClass, i) => buffer.record(hit(`l${i % 2}`, { hitClass })));
  await buffer.flush();
  expect(writer.batches).toEqual([["l0:human", "l1:bot", "l0:human", "l1:own"]]);
  expect(buffer.pendingHits).toBe(0);
});

test("the first hit of a write slot gets that write's promise; later hits of the slot ride along", async () => {
  const writer = recordingWriter();
  const buffer = new HitBuffer(writer.write, { ...options, intervalMs: 50 });
  const first = buffer.record(hit("a"));
  expect(first).toBeInstanceOf(Promise);
  expect(buffer.record(hit("a"))).toBeUndefined();
  expect(writer.batches).toEqual([]);
  await first;
  expect(writer.batches).toEqual([["a:human", "a:human"]]);
  const next = buffer.record(hit("c"));
  expect(next).toBeInstanceOf(Promise);
  await next;
  expect(writer.batches).toHaveLength(2);
});

test("a hit is written in the next interval's batch, and its promise settles once it is", async () => {
  const writer = recordingWriter();
  const clock = { now: 1_000_050 };
  const buffer = new HitBuffer(writer.write, { ...options, intervalMs: 100, now: () => clock.now });
  const written = buffer.record(hit("a", { occurredAt: new Date(clock.now) }));
  let settled = false;
  void written?.then(() => (settled = true));
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(writer.batches).toEqual([]); // the slot ends at 1_000_100: 50 ms on the (frozen) clock
  clock.now += 50;
  await written;
  expect(settled).toBe(true);
  expect(writer.batches).toEqual([["a:human"]]);
});

test("a HEAD from the same visitor within the window turns a waiting GET into an unfurler's in place", async () => {
  const writer = recordingWriter();
  const buffer = new HitBuffer(writer.write, { ...options, intervalMs: 60_000 });
  const previewGet = hit("a", { visitor: "preview" });
  buffer.record(previewGet);
  buffer.record(hit("a", { visitor: "person" }));
  buffer.record(hit("b", { visitor: "preview" }));
  buffer.record(hit("a", { visitor: "preview", hitClass: "head", reason: "head_request" }));
  buffer.record(hit("a", { visitor: "preview", hitClass: "head", reason: "head_request" }));
  await buffer.flush();
  expect(writer.batches).toEqual([["a:unfurler", "a:human", "b:human", "a:head", "a:head"]]);
  expect(previewGet).toMatchObject({ hitClass: "unfurler", reason: "unfurler_get_then_head" });
});

test("a HEAD within the window after the GET was written reclassifies it in the next write, once", async () => {
  const writer = recordingWriter();
  const buffer = new HitBuffer(writer.write, options);
  const get = hit("a");
  buffer.record(get);
  await buffer.flush();
  buffer.record(hit("a", { hitClass: "head" }));
  buffer.record(hit("a", { hitClass: "head" }));
  await buffer.flush();
  expect(writer.batches).toEqual([["a:human"], ["a:head", "a:head", "unfurl a"]]);
  expect(get.hitClass).toBe("human"); // the written row is changed by the writer, not the object
});

test("a HEAD later than the window after the GET changes nothing", async () => {
  const writer = recordingWriter();
  const buffer = new HitBuffer(writer.write, options);
  buffer.record(hit("a", { occurredAt: new Date(Date.now() - 2_001) }));
  buffer.record(hit("a", { hitClass: "head" }));
  await buffer.flush();
  expect(writer.batches).toEqual([["a:human", "a:head"]]);
});

test("first hits come back to the writer as settled only once their window has passed, flushes excepted", async () => {
  const writer = recordingWriter(["a", "b"]);
  const buffer = new HitBuffer(writer.write, { ...options, unfurlWindowMs: 150 });
  await buffer.record(hit("a"));
  expect(writer.batches).toEqual([["a:human"]]);
  expect([buffer.pendingHits, buffer.idle]).toEqual([0, false]); // the first hit waits to settle
  await new Promise((resolve) => setTimeout(resolve, 60));
  expect(writer.batches).toHaveLength(1);
  await batchesWritten(writer, 2);
  expect(writer.batches[1]).toEqual(["settled a"]);

  buffer.record(hit("b"));
  await buffer.flush();
  expect(writer.batches.slice(2)).toEqual([["b:human"], ["settled b"]]);
  expect(buffer.idle).toBe(true);
});

test("a failed write loses nothing: the batch is put back before newer hits and retried", async () => {
  const writer = recordingWriter();
  const errors: number[] = [];
  const buffer = new HitBuffer(writer.write, { ...options, onError: (_e, pending) => errors.push(pending) });
  writer.state.failing = true;
  buffer.record(hit("a"));
  buffer.record(hit("b"));
  await buffer.flush();
  expect(errors.length).toBeGreaterThan(0); // the flush's failure (a timed retry may have failed too)
  expect(errors.every((pending) => pending === 2)).toBe(true);
  buffer.record(hit("c"));
  writer.state.failing = false;
  // A timed retry may be writing a and b already; either way all three arrive, in order, once.
  await pollUntil(
    () => writer.batches.flat().length,
    (n) => n >= 3,
  );
  expect(writer.batches.flat()).toEqual(["a:human", "b:human", "c:human"]);
  expect(buffer.pendingHits).toBe(0);
});

test("writes never overlap, even when flushes are requested while one is running", async () => {
  const writer = recordingWriter();
  const buffer = new HitBuffer(writer.write, options);
  const flushes: Promise<void>[] = [];
  for (let i = 0; i < 20; i++) {
    buffer.record(hit(`l${i % 3}`));
    flushes.push(buffer.flush());
    await new Promise((resolve) => setTimeout(resolve, 2)); // spread the requests over the running writes on purpose
  }
  await Promise.all(flushes);
  expect(writer.batches.length).toBeGreaterThan(1);
  expect(writer.state.maxActive).toBe(1);
  expect(writer.batches.flat()).toHaveLength(20);
});

test("while the database is down the buffer is bounded: the oldest hits are dropped and reported", async () => {
  const writer = recordingWriter();
  const errors: string[] = [];
  const buffer = new HitBuffer(writer.write, { ...options, maxPendingHits: 3, onError: (e) => errors.push(String(e)) });
  writer.state.failing = true;
  for (let i = 0; i < 5; i++) buffer.record(hit(`l${i}`));
  expect(buffer.pendingHits).toBe(3);
  expect(errors.filter((e) => e.includes("dropped"))).toHaveLength(2);
  writer.state.failing = false;
  await buffer.flush();
  expect(writer.batches).toEqual([["l2:human", "l3:human", "l4:human"]]);
});

test("hits being written still count as waiting until the write succeeds or puts them back", async () => {
  let release: () => void = () => undefined;
  const write = jest.fn(
    () =>
      new Promise<FirstHumanHit[]>((resolve, reject) => {
        release = () => reject(new Error("database down"));
      }),
  );
  const buffer = new HitBuffer(write, options);
  for (let i = 0; i < 4; i++) buffer.record(hit(`l${i}`));
  const flushed = buffer.flush();
  await pollUntil(
    () => write.mock.calls.length,
    (n) => n > 0,
  );
  expect(buffer.pendingHits).toBe(4);
  release();
  await flushed;
  expect(buffer.pendingHits).toBe(4);
});

/** A stand-in for `process` that records exit codes instead of exiting. */
function fakeProcess() {
  const emitter = new EventEmitter();
  const exits: number[] = [];
  const proc: ProcessLike = {
    prependListener: (event, listener) => emitter.prependListener(event, listener),
    listenerCount: (event) => emitter.listenerCount(event),
    on: (event, listener) => emitter.on(event, listener),
    exit: (code) => void exits.push(code),
  };
  return { emitter, exits, proc };
}

/** One turn of the event loop: whatever a finished write chains on (such as an exit) has run by then. */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

test("SIGTERM writes the buffer and settles its first hits at once; it exits only when nobody else would", async () => {
  const writer = recordingWriter(["a"]);
  const buffer = new HitBuffer(writer.write, { ...options, intervalMs: 60_000 });
  const { emitter, exits, proc } = fakeProcess();
  flushOnShutdown(buffer, proc);
  buffer.record(hit("a"));
  emitter.emit("SIGTERM");
  await pollUntil(
    () => exits.length,
    (n) => n > 0,
  );
  expect(writer.batches).toEqual([["a:human"], ["settled a"]]);
  expect(exits).toEqual([143]);

  emitter.on("SIGINT", () => undefined); // like `next start`, which exits after its own cleanup
  buffer.record(hit("b"));
  emitter.emit("SIGINT");
  await batchesWritten(writer, 3);
  await nextTurn();
  expect(writer.batches[2]).toEqual(["b:human"]);
  expect(exits).toEqual([143]);
});

test("SIGTERM with the database down: a few tries, then the hits are given up and their waits released", async () => {
  const writer = recordingWriter();
  const errors: string[] = [];
  const buffer = new HitBuffer(writer.write, {
    ...options,
    intervalMs: 60_000,
    onError: (e) => errors.push(String(e)),
  });
  const { emitter, exits, proc } = fakeProcess();
  flushOnShutdown(buffer, proc);
  writer.state.failing = true;
  // What `after()` waits for: `next start` exits only once it settles.
  const afterTask = buffer.record(hit("a"));
  buffer.record(hit("b"));
  emitter.emit("SIGTERM");
  await pollUntil(
    () => exits.length,
    (n) => n > 0,
  );
  await expect(afterTask).resolves.toBeUndefined();
  expect(exits).toEqual([143]);
  expect(errors.filter((e) => e.includes("database down"))).toHaveLength(3);
  expect(errors.at(-1)).toBe(
    "Error: Stopping with the database unreachable: 2 hits and 0 first-visit alerts were not written.",
  );
  expect([buffer.pendingHits, buffer.idle]).toEqual([0, true]);
});

test("beforeExit writes what is left", async () => {
  const writer = recordingWriter();
  const buffer = new HitBuffer(writer.write, { ...options, intervalMs: 60_000 });
  const { emitter, proc } = fakeProcess();
  flushOnShutdown(buffer, proc);
  buffer.record(hit("a"));
  emitter.emit("beforeExit");
  await batchesWritten(writer, 1);
  expect(writer.batches).toEqual([["a:human"]]);
});
