import "server-only";
import type { UserAgentClass } from "./user-agent";

/** One followed short link, as stored in click_events. */
export interface Click {
  linkId: string;
  occurredAt: Date;
  referrer: string | null;
  userAgentClass: UserAgentClass;
  isBot: boolean;
}

/** Everything buffered since the last write: per-link increments and the click events. */
export interface ClickBatch {
  counts: Map<string, number>;
  events: Click[];
}

/** Writes one batch atomically (one transaction) or throws, leaving nothing written. */
export type ClickWriter = (batch: ClickBatch) => Promise<void>;

export interface ClickBufferOptions {
  /** Longest time a click waits in memory before its write starts (the hard-kill loss window). */
  intervalMs: number;
  /** Upper bound of the back-off between retries while the database fails. */
  maxRetryDelayMs: number;
  /** Events kept while the database is down; beyond it the oldest events go (counts never do). */
  maxPendingEvents: number;
  onError?: (error: unknown, pendingClicks: number) => void;
}

/**
 * Aggregates clicks in memory and writes them in one transaction per interval, so the request
 * path does a map increment instead of a database write. A failed write puts the batch back and
 * retries with back-off; writes never overlap.
 */
export class ClickBuffer {
  private counts = new Map<string, number>();
  private events: Click[] = [];
  private scheduled: { timer: NodeJS.Timeout; run: () => Promise<void> } | undefined;
  private writing: Promise<void> = Promise.resolve();
  private failures = 0;

  constructor(
    private readonly write: ClickWriter,
    private readonly options: ClickBufferOptions,
  ) {}

  /** Clicks (counted or not) waiting to be written. */
  get pendingClicks(): number {
    return this.events.length;
  }

  /**
   * Buffers a click (`counted` false: an event only, e.g. a bot). Returns the promise of the write
   * that will carry it when this call scheduled that write (hand it to `after()`), else undefined.
   */
  record(click: Click, counted: boolean): Promise<void> | undefined {
    if (counted) this.counts.set(click.linkId, (this.counts.get(click.linkId) ?? 0) + 1);
    if (this.events.length >= this.options.maxPendingEvents) this.events.shift();
    this.events.push(click);
    return this.schedule();
  }

  /** Writes everything buffered now (at most one write at a time); resolves once it is done or re-queued. */
  flush(): Promise<void> {
    return this.scheduled ? this.scheduled.run() : this.enqueueWrite();
  }

  /** Starts the timer of the next write unless one is pending; back-off applies after failures. */
  private schedule(): Promise<void> | undefined {
    if (this.scheduled) return undefined;
    const { intervalMs, maxRetryDelayMs } = this.options;
    const delayMs = this.failures ? Math.min(intervalMs * 2 ** this.failures, maxRetryDelayMs) : intervalMs;
    let resolveDone: () => void = () => undefined;
    const done = new Promise<void>((resolve) => (resolveDone = resolve));
    const run = (): Promise<void> => {
      if (this.scheduled === slot) {
        clearTimeout(slot.timer);
        this.scheduled = undefined;
        void this.enqueueWrite().then(resolveDone);
      }
      return done;
    };
    const slot = { timer: setTimeout(run, delayMs), run };
    this.scheduled = slot;
    return done;
  }

  private enqueueWrite(): Promise<void> {
    this.writing = this.writing.then(() => this.writeOnce());
    return this.writing;
  }

  private async writeOnce(): Promise<void> {
    if (!this.events.length && !this.counts.size) return;
    const batch: ClickBatch = { counts: this.counts, events: this.events };
    this.counts = new Map();
    this.events = [];
    try {
      await this.write(batch);
      this.failures = 0;
    } catch (error) {
      this.requeue(batch);
      this.failures++;
      this.options.onError?.(error, this.pendingClicks);
      this.schedule();
    }
  }

  private requeue(batch: ClickBatch): void {
    for (const [linkId, n] of batch.counts) this.counts.set(linkId, (this.counts.get(linkId) ?? 0) + n);
    this.events = batch.events.concat(this.events).slice(-this.options.maxPendingEvents);
  }
}
