import "server-only";
import type { Actor } from "@/lib/server/auth/profiles";
import type { NotifyChannel } from "@/lib/server/platform/db/notify-channel";
import { tooManyRequests } from "@/lib/server/platform/http-errors";
import { processState } from "@/lib/server/platform/process-state";
import { liveEngagementOf, readEngagementMessage } from "./engagement-events";

/** A `ping` this often keeps proxies from closing a quiet stream and tells the browser it is live. */
export const STREAM_HEARTBEAT_MS = 15_000;
/**
 * A stream ends after this long and the browser opens the next one (EventSource reconnects after
 * `retry`): well within a serverless function's longest run (Vercel: 300 s), so none is cut off.
 */
export const STREAM_MAX_MS = 240_000;
/** Open streams a rep may hold on one instance (a tab holds one); more get a 429 and poll instead. */
export const STREAMS_PER_USER = 5;

const openStreams = () => processState("open streams", () => new Map<string, number>());

/** How many streams this process holds open now, for everyone (the bench reads it). */
export function openStreamCount(): number {
  let total = 0;
  for (const count of openStreams().values()) total += count;
  return total;
}

function take(userId: string): () => void {
  const streams = openStreams();
  const count = streams.get(userId) ?? 0;
  if (count >= STREAMS_PER_USER)
    throw tooManyRequests(
      `At most ${STREAMS_PER_USER} live updates can be open at once; close a tab to get them here.`,
      30,
    );
  streams.set(userId, count + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (streams.get(userId) ?? 1) - 1;
    if (left > 0) streams.set(userId, left);
    else streams.delete(userId);
  };
}

const frame = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

interface StreamTiming {
  heartbeatMs?: number;
  maxMs?: number;
}

/**
 * GET /api/activity/stream: Server-Sent Events of the actor's own engagement as it is written
 * (docs/engagement.md#live). `ready` first, `engagement` per target that changed, `ping` every
 * 15 s, `end` before the stream closes by itself. Only messages addressed to the actor pass; the
 * stream holds nothing but a listener and two timers, all let go when the browser leaves (`signal`)
 * or the stream ends.
 */
export function engagementStream(
  channel: NotifyChannel,
  actor: Actor,
  signal: AbortSignal,
  { heartbeatMs = STREAM_HEARTBEAT_MS, maxMs = STREAM_MAX_MS }: StreamTiming = {},
): Response {
  const release = take(actor.id);
  const encoder = new TextEncoder();
  let stop = () => undefined as void;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      let stopped = false;
      const send = (text: string) => {
        if (stopped) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          stop();
        }
      };
      const off = channel.subscribe((payload) => {
        const message = readEngagementMessage(payload);
        if (message?.userId === actor.id) send(frame("engagement", liveEngagementOf(message)));
      });
      const heartbeat = setInterval(() => send(frame("ping", {})), heartbeatMs);
      const end = setTimeout(() => {
        send(frame("end", {}));
        stop();
      }, maxMs);
      stop = () => {
        if (stopped) return;
        stopped = true;
        off();
        clearInterval(heartbeat);
        clearTimeout(end);
        signal.removeEventListener("abort", stop);
        release();
        try {
          controller.close();
        } catch {
          // Already closed by the reader's cancel.
        }
      };
      signal.addEventListener("abort", stop);
      // The browser waits a second before it opens the next stream.
      send(`retry: 1000\n${frame("ready", {})}`);
      if (signal.aborted) stop();
    },
    cancel() {
      stop();
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store, no-transform",
      // nginx and some hosts buffer a response unless told not to.
      "X-Accel-Buffering": "no",
    },
  });
}
