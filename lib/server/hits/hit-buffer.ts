import "server-only";
import type { HitClass, HitReason } from "@/lib/contract/hits";
import type { UserAgentClass } from "./user-agent";

/** What was hit: a tracked link (/go) or a share page (/asset). */
export type HitTarget = "link" | "share";

/** One hit, as stored in click_events or share_opens and counted in their daily roll-ups. */
export interface Hit {
  target: HitTarget;
  targetId: string;
  occurredAt: Date;
  hitClass: HitClass;
  /** Why it has its class (hit-class.ts); always one that gives `hitClass`. */
  reason: HitReason;
  /** The daily visitor key (visitor-key.ts); null when none could be made. */
  visitor: string | null;
  referrer: string | null;
  device: UserAgentClass;
  /** Share-page opens: the id the page's engagement beacon reports under. */
  openId?: string;
}

/** Writes one batch atomically (one transaction) or throws, leaving nothing written. */
export type HitWriter = (hits: Hit[]) => Promise<void>;

export interface HitBufferOptions {
  /** Longest time a due hit waits in memory before its write starts. */
  intervalMs: number;
  /**
   * How long a GET is held before it is written, so that a HEAD from the same visitor can still
   * mark it as an unfurler's (preview fetchers send a GET, then HEADs). Hard-kill loss window:
   * holdMs + intervalMs.
   */
  holdMs: number;
  /** Upper bound of the back-off between retries while the database fails. */
  maxRetryDelayMs: number;
  /** Hits kept while the database is down; beyond it the oldest are dropped (and reported). */
  maxPendingHits: number;
  onError?: (error: unknown, pendingHits: number) => void;
  now?: () => number;
}

interface Waiter {
  dueAt: number;
  done: Promise<void>;
  resolve: () => void;
}

const sequenceKey = (hit: Hit) => `${hit.target}:${hit.targetId}:${hit.visitor}`;

/**
 * Buffers hits in memory and writes the due ones (older than the hold) in one transaction per
 * interval, so a request does an array push instead of a database write. A failed write puts the
 * batch back and retries with back-off; writes never overlap.
 */
export class HitBuffer {
  private pending: Hit[] = [];
  /** The latest held human GET per target and visitor, for the GET-then-HEAD unfurler pattern. */
  private lastGet = new Map<string, Hit>();
  private waiters: Waiter[] = [];
  private timer: { handle: NodeJS.Timeout; at: number } | undefined;
  private writing: Promise<void> = Promise.resolve();
  private failures = 0;
  private readonly now: () => number;

  constructor(
    private readonly write: HitWriter,
    private readonly options: HitBufferOptions,
  ) {
    this.now = options.now ?? Date.now;
  }

  /** Hits (of any class) waiting to be written. */
  get pendingHits(): number {
    return this.pending.length;
  }

  /**
   * Buffers a hit. Returns the promise of the write that will carry it when this call is the first
   * to wait for that write (hand it to `after()`), else undefined.
   */
  record(hit: Hit): Promise<void> | undefined {
    if (hit.visitor) this.applySequence(hit);
    if (this.pending.length >= this.options.maxPendingHits) this.dropOldest();
    this.pending.push(hit);
    return this.waitFor(hit.occurredAt.getTime() + this.options.holdMs);
  }

  /** Writes every buffered hit now, held ones too (shutdown); resolves once it is written or re-queued. */
  flush(): Promise<void> {
    return this.enqueueWrite(Number.POSITIVE_INFINITY);
  }

  private applySequence(hit: Hit): void {
    const key = sequenceKey(hit);
    if (hit.hitClass === "human") {
      this.lastGet.set(key, hit);
    } else if (hit.hitClass === "head") {
      const get = this.lastGet.get(key);
      if (get && hit.occurredAt.getTime() - get.occurredAt.getTime() <= this.options.holdMs) {
        get.hitClass = "unfurler";
        get.reason = "unfurler_get_then_head";
      }
    }
  }

  private dropOldest(): void {
    const [dropped] = this.pending.splice(0, 1);
    if (dropped && this.lastGet.get(sequenceKey(dropped)) === dropped) this.lastGet.delete(sequenceKey(dropped));
    this.options.onError?.(new Error("Hit buffer full: the oldest hit was dropped."), this.pending.length);
  }

  /** One waiter (and one promise) per interval-sized slot of due times; the timer runs to the earliest. */
  private waitFor(dueAt: number): Promise<void> | undefined {
    const slotEnd = Math.ceil(dueAt / this.options.intervalMs) * this.options.intervalMs;
    const last = this.waiters[this.waiters.length - 1];
    let created: Promise<void> | undefined;
    if (!last || last.dueAt < slotEnd) {
      let resolve: () => void = () => undefined;
      const done = new Promise<void>((r) => (resolve = r));
      this.waiters.push({ dueAt: slotEnd, done, resolve });
      created = done;
    }
    this.arm();
    return created;
  }

  private arm(): void {
    const next = this.waiters[0];
    if (!next) {
      // Nothing left to write (a flush wrote it all): no timer keeps the process alive for nothing.
      if (this.timer) clearTimeout(this.timer.handle);
      this.timer = undefined;
      return;
    }
    const backOff = this.failures
      ? Math.min(this.options.intervalMs * 2 ** this.failures, this.options.maxRetryDelayMs)
      : 0;
    const at = Math.max(next.dueAt, this.now() + backOff);
    if (this.timer && this.timer.at <= at) return;
    if (this.timer) clearTimeout(this.timer.handle);
    const handle = setTimeout(
      () => {
        this.timer = undefined;
        void this.enqueueWrite(this.now());
      },
      Math.max(0, at - this.now()),
    );
    this.timer = { handle, at };
  }

  private enqueueWrite(cutoff: number): Promise<void> {
    this.writing = this.writing.then(() => this.writeDue(cutoff));
    return this.writing;
  }

  /** Writes the hits due by `cutoff` (occurred before cutoff - hold) and wakes their waiters. */
  private async writeDue(cutoff: number): Promise<void> {
    const heldSince = cutoff - this.options.holdMs;
    let count = 0;
    while (count < this.pending.length && this.pending[count]!.occurredAt.getTime() <= heldSince) count++;
    const batch = this.pending.splice(0, count);
    try {
      if (batch.length) await this.write(batch);
      this.failures = 0;
      for (const hit of batch) if (this.lastGet.get(sequenceKey(hit)) === hit) this.lastGet.delete(sequenceKey(hit));
      this.wake(cutoff);
    } catch (error) {
      this.pending = batch.concat(this.pending);
      this.failures++;
      this.options.onError?.(error, this.pending.length);
    }
    this.arm();
  }

  private wake(cutoff: number): void {
    let count = 0;
    while (count < this.waiters.length && this.waiters[count]!.dueAt <= cutoff) count++;
    for (const waiter of this.waiters.splice(0, count)) waiter.resolve();
  }
}
