/**
 * The live stream's body (docs/engagement.md#live): `ready`, the actor's own engagement, pings, the
 * end before a serverless function's limit, and every listener and timer let go.
 */
import { inProcessChannel } from "@/lib/server/platform/db/notify-channel";
import { engagementStream, openStreamCount, STREAMS_PER_USER } from "@/lib/server/engagement/live-stream";
import { HttpError } from "@/lib/server/platform/http-errors";

const me = { id: "11111111-1111-4111-8111-111111111111", role: "rep" as const };
const someoneElse = { id: "22222222-2222-4222-8222-222222222222", role: "rep" as const };
const message = (userId: string, targetId: string) => JSON.stringify({ userId, kind: "share", targetId });

/** Reads the stream until `until` holds for its text, or it ends. */
async function readUntil(response: Response, until: (text: string) => boolean): Promise<string> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  while (!until(text)) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  reader.releaseLock();
  return text;
}

test("ready first, then only the actor's own engagement, without whose it is", async () => {
  const channel = inProcessChannel();
  const abort = new AbortController();
  const response = engagementStream(channel, me, abort.signal);
  expect(response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
  await channel.publish(message(someoneElse.id, "not-mine"));
  await channel.publish("not json");
  await channel.publish(JSON.stringify({ userId: me.id, kind: "nothing", targetId: "x" }));
  await channel.publish(message(me.id, "mine"));
  const text = await readUntil(response, (t) => t.includes("mine"));
  expect(text).toBe(
    'retry: 1000\nevent: ready\ndata: {}\n\nevent: engagement\ndata: {"kind":"share","targetId":"mine"}\n\n',
  );
  abort.abort();
  expect(openStreamCount()).toBe(0);
});

test("pings while quiet, and an end (then the close) at its longest", async () => {
  const channel = inProcessChannel();
  const response = engagementStream(channel, me, new AbortController().signal, { heartbeatMs: 20, maxMs: 70 });
  const text = await readUntil(response, () => false);
  expect(text.startsWith("retry: 1000\nevent: ready\ndata: {}\n\n")).toBe(true);
  expect(text).toContain("event: ping\ndata: {}\n\n");
  expect(text.endsWith("event: end\ndata: {}\n\n")).toBe(true);
  expect(openStreamCount()).toBe(0);
});

test(`at most ${STREAMS_PER_USER} streams a rep; leaving (abort) or cancelling frees a place`, async () => {
  const channel = inProcessChannel();
  const aborts = Array.from({ length: STREAMS_PER_USER }, () => new AbortController());
  const responses = aborts.map((abort) => engagementStream(channel, me, abort.signal));
  expect(openStreamCount()).toBe(STREAMS_PER_USER);
  const refused = (() => {
    try {
      engagementStream(channel, me, new AbortController().signal);
    } catch (error) {
      return error;
    }
  })();
  expect(refused).toBeInstanceOf(HttpError);
  expect(refused).toMatchObject({ status: 429, headers: { "Retry-After": "30" } });
  // Another rep has places of their own.
  const theirs = new AbortController();
  engagementStream(channel, someoneElse, theirs.signal);
  theirs.abort();
  aborts[0]!.abort();
  await responses[1]!.body!.cancel();
  expect(openStreamCount()).toBe(STREAMS_PER_USER - 2);
  for (const abort of aborts) abort.abort();
  expect(openStreamCount()).toBe(0);
});

test("a stream asked for after the browser left closes at once", async () => {
  const abort = new AbortController();
  abort.abort();
  const response = engagementStream(inProcessChannel(), me, abort.signal);
  expect(await readUntil(response, () => false)).toBe("retry: 1000\nevent: ready\ndata: {}\n\n");
  expect(openStreamCount()).toBe(0);
});
