import { EventEmitter } from "node:events";
import { ClickBuffer, type Click, type ClickBatch } from "@/lib/server/tracked-links/clicks/click-buffer";
import { flushOnShutdown, type ProcessLike } from "@/lib/server/tracked-links/clicks/shutdown";
import { pollUntil } from "../helpers/poll";

const click = (linkId: string, isBot = false): Click => ({
  linkId,
  occurredAt: new Date(),
  referrer: null,
  userAgentClass: isBot ? "bot" : "desktop",
  isBot,
});

/** A writer that records the batches it was given and fails while `failing` is set. */
function recordingWriter() {
  const batches: { counts: Record<string, number>; events: number }[] = [];
  const state = { failing: false, active: 0, maxActive: 0 };
  const write = async (batch: ClickBatch) => {
    state.active++;
    state.maxActive = Math.max(state.maxActive, state.active);
    await new Promise((resolve) => setTimeout(resolve, 5)); // a write takes a while, so flushes can overlap it
    state.active--;
    if (state.failing) throw new Error("database down");
    batches.push({ counts: Object.fromEntries(batch.counts), events: batch.events.length });
  };
  return { write, batches, state };
}

/** Waits until the writer has written `count` batches. */
const batchesWritten = (writer: ReturnType<typeof recordingWriter>, count: number) => pollUntil(() => writer.batches.length, (n) => n >= count);

const options = { intervalMs: 20, maxRetryDelayMs: 80, maxPendingEvents: 1_000 };

test("clicks are aggregated per link and written as one batch; bots are events but not counts", async () => {
  const writer = recordingWriter();
  const buffer = new ClickBuffer(writer.write, options);
  for (const id of ["a", "a", "b", "a"]) buffer.record(click(id), true);
  buffer.record(click("a", true), false);
  await buffer.flush();
  expect(writer.batches).toEqual([{ counts: { a: 3, b: 1 }, events: 5 }]);
  expect(buffer.pendingClicks).toBe(0);
});

test("the first click of a window schedules the write and gets its promise; later clicks ride along", async () => {
  const writer = recordingWriter();
  const buffer = new ClickBuffer(writer.write, options);
  const first = buffer.record(click("a"), true);
  expect(first).toBeInstanceOf(Promise);
  expect(buffer.record(click("a"), true)).toBeUndefined();
  expect(writer.batches).toEqual([]);
  await first;
  expect(writer.batches).toEqual([{ counts: { a: 2 }, events: 2 }]);
  const next = buffer.record(click("c"), true);
  expect(next).toBeInstanceOf(Promise);
  await next;
  expect(writer.batches).toHaveLength(2);
});

test("a failed write loses nothing: the batch is put back, merged with new clicks, and retried", async () => {
  const writer = recordingWriter();
  const errors: number[] = [];
  const buffer = new ClickBuffer(writer.write, { ...options, onError: (_e, pending) => errors.push(pending) });
  writer.state.failing = true;
  buffer.record(click("a"), true);
  buffer.record(click("b"), true);
  await buffer.flush();
  expect(errors).toEqual([2]);
  expect(buffer.pendingClicks).toBe(2);
  buffer.record(click("a"), true);
  writer.state.failing = false;
  await batchesWritten(writer, 1);
  expect(writer.batches).toEqual([{ counts: { a: 2, b: 1 }, events: 3 }]);
  expect(buffer.pendingClicks).toBe(0);
});

test("writes never overlap, even when flushes are requested while one is running", async () => {
  const writer = recordingWriter();
  const buffer = new ClickBuffer(writer.write, options);
  const flushes: Promise<void>[] = [];
  for (let i = 0; i < 20; i++) {
    buffer.record(click(`l${i % 3}`), true);
    flushes.push(buffer.flush());
    await new Promise((resolve) => setTimeout(resolve, 2)); // spread the requests over the running writes on purpose
  }
  await Promise.all(flushes);
  expect(writer.batches.length).toBeGreaterThan(1);
  expect(writer.state.maxActive).toBe(1);
  const total = writer.batches.reduce((sum, b) => sum + Object.values(b.counts).reduce((s, n) => s + n, 0), 0);
  expect(total).toBe(20);
});

test("while the database is down, events are bounded but counts are kept in full", async () => {
  const writer = recordingWriter();
  const buffer = new ClickBuffer(writer.write, { ...options, maxPendingEvents: 3, onError: () => undefined });
  writer.state.failing = true;
  for (let i = 0; i < 10; i++) buffer.record(click("a"), true);
  await buffer.flush();
  expect(buffer.pendingClicks).toBe(3);
  writer.state.failing = false;
  await buffer.flush();
  expect(writer.batches).toEqual([{ counts: { a: 10 }, events: 3 }]);
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

test("SIGTERM writes the buffer at once, and exits itself only when nobody else handles the signal", async () => {
  const writer = recordingWriter();
  const buffer = new ClickBuffer(writer.write, { ...options, intervalMs: 60_000 });
  const { emitter, exits, proc } = fakeProcess();
  flushOnShutdown(buffer, proc);
  buffer.record(click("a"), true);
  emitter.emit("SIGTERM");
  await pollUntil(() => exits.length, (n) => n > 0);
  expect(writer.batches).toEqual([{ counts: { a: 1 }, events: 1 }]);
  expect(exits).toEqual([143]);

  emitter.on("SIGINT", () => undefined); // like `next start`, which exits after its own cleanup
  buffer.record(click("b"), true);
  emitter.emit("SIGINT");
  await batchesWritten(writer, 2);
  await nextTurn();
  expect(writer.batches[1]).toEqual({ counts: { b: 1 }, events: 1 });
  expect(exits).toEqual([143]);
});

test("beforeExit writes what is left", async () => {
  const writer = recordingWriter();
  const buffer = new ClickBuffer(writer.write, { ...options, intervalMs: 60_000 });
  const { emitter, proc } = fakeProcess();
  flushOnShutdown(buffer, proc);
  buffer.record(click("a"), true);
  emitter.emit("beforeExit");
  await batchesWritten(writer, 1);
  expect(writer.batches).toEqual([{ counts: { a: 1 }, events: 1 }]);
});
