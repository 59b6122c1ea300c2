import "server-only";
import type { HitBuffer } from "@/lib/server/engagement/hit-buffer";

const SIGNAL_EXIT_CODES = { SIGTERM: 143, SIGINT: 130 } as const;
const DRAIN_ATTEMPTS = 3;

/** The part of `process` the shutdown hooks use (a stand-in in tests). */
export interface ProcessLike {
  prependListener(event: "SIGTERM" | "SIGINT", listener: () => void): unknown;
  listenerCount(event: string): number;
  on(event: "beforeExit", listener: () => void): unknown;
  exit(code: number): void;
}

/** Writes what is buffered, retrying a failed write a few times, then gives up what is left. */
export async function drain(buffer: HitBuffer): Promise<void> {
  for (let attempt = 0; attempt < DRAIN_ATTEMPTS && !buffer.idle; attempt++) await buffer.flush();
  if (!buffer.idle) buffer.abandon();
}

/**
 * No hit is lost on a graceful stop while the database answers. On SIGTERM/SIGINT the buffer is
 * written at once. `next start` has its own listener that closes the server, awaits the pending
 * `after()` tasks (each scheduled write is one) and then exits, so it waits for this write; when
 * nobody else listens, this hook exits itself once the write is done. `beforeExit` covers a process
 * that simply runs out of work.
 * Call once per process and buffer.
 */
export function flushOnShutdown(buffer: HitBuffer, proc: ProcessLike = process): void {
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    proc.prependListener(signal, () => {
      const alone = proc.listenerCount(signal) === 1;
      void drain(buffer).finally(() => {
        if (alone) proc.exit(SIGNAL_EXIT_CODES[signal]);
      });
    });
  }
  proc.on("beforeExit", () => {
    if (!buffer.idle) void drain(buffer);
  });
}
