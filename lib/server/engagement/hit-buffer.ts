import "server-only";
import type { HitClass, HitReason } from "@/lib/contract/hits";
import { classAfterHead } from "./hit-class";
import type { UserAgentClass } from "./user-agent";

/** What was hit: a tracked link (/go), a share page (/asset) or a share room (/r). */
export type HitTarget = "link" | "share" | "room";

/** One hit, as stored in click_events, share_opens (both with daily roll-ups) or room_visits. */
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
  /** Share-page opens and room visits: the id the page's engagement beacon reports under. */
  openId?: string;
  /** Room visits: the room's device cookie (lib/server/rooms/room-device.ts). */
  deviceId?: string;
}

/** A target's first human hit of a UTC day, as the roll-up saw it when `writtenAt` committed. */
export interface FirstHumanHit {
  target: HitTarget;
  targetId: string;
  day: string;
  writtenAt: Date;
}

/** What a write carries besides new hits. */
export interface HitFollowUps {
  /** Human GETs written earlier that a HEAD has since shown to be an unfurler's. */
  unfurled: Hit[];
  /** First human hits whose unfurler window has passed: the ones still human are alerted. */
  settled: FirstHumanHit[];
}

/**
 * Writes one batch atomically (one transaction) or throws, leaving nothing written. Returns the
 * first human hits of a day it wrote, to be passed back as `settled` once their window has passed.
 */
export type HitWriter = (hits: Hit[], followUps?: HitFollowUps) => Promise<FirstHumanHit[]>;

export interface HitBufferOptions {
  /** Longest time a hit waits in memory before its write starts: the hard-kill loss window. */
  intervalMs: number;
  /** A HEAD from the same visitor this soon after a human GET makes the GET an unfurler's. */
  unfurlWindowMs: number;
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

/** A written GET's reclassification, queued in order behind its write. */
interface Unfurl {
  unfurled: Hit;
}

type Pending = Hit | Unfurl;

/** The latest human GET per target and visitor; `sent` once its write has started. */
interface LastGet {
  hit: Hit;
  sent: boolean;
}

const sequenceKey = (hit: Hit) => `${hit.target}:${hit.targetId}:${hit.visitor}`;
const isUnfurl = (entry: Pending): entry is Unfurl => "unfurled" in entry;

/**
 * Buffers hits in memory and writes them in one transaction per interval, so a request does an
 * array push instead of a database write. A HEAD that follows a human GET from the same visitor
 * within the window makes the GET an unfurler's (classAfterHead): in place while it waits, else by a
 * reclassification in a later write. First human hits of a day are passed back to the writer once
 * their window has passed, so no alert goes out for an unfurler. A failed write puts the batch
 * back and retries with back-off; writes never overlap and keep their order.
 */
export class HitBuffer {
  private pending: Pending[] = [];
  private lastGet = new Map<string, LastGet>();
  private unsettled: { dueAt: number; firsts: FirstHumanHit[] }[] = [];
  private waiters: Waiter[] = [];
  private timer: { handle: NodeJS.Timeout; at: number } | undefined;
  private writing: Promise<void> = Promise.resolve();
  /** Hits of the write under way: not stored yet, so still waiting (the health report counts them). */
  private inWrite = 0;
  private failures = 0;
  private readonly now: () => number;

  constructor(
    private readonly write: HitWriter,
    private readonly options: HitBufferOptions,
  ) {
    this.now = options.now ?? Date.now;
  }

  /** Hits (of any class) and reclassifications waiting to be written. */
  get pendingHits(): number {
    return this.pending.length + this.inWrite;
  }

  /** Whether anything is left to write: hits, reclassifications, or first hits to settle. */
  get idle(): boolean {
    return !this.pending.length && !this.unsettled.length;
  }

  /**
   * Buffers a hit. Returns the promise of the write that will carry it when this call is the first
   * to wait for that write (hand it to `after()`), else undefined.
   */
  record(hit: Hit): Promise<void> | undefined {
    if (hit.visitor) this.applySequence(hit);
    if (this.pending.length >= this.options.maxPendingHits) this.dropOldest();
    this.pending.push(hit);
    return this.waitFor(hit.occurredAt.getTime());
  }

  /**
   * Writes everything now (shutdown): the buffered hits, then the first hits they and earlier
   * writes made, without waiting for their window. Resolves once written or re-queued.
   */
  async flush(): Promise<void> {
    await this.enqueueWrite(Number.POSITIVE_INFINITY);
    if (this.unsettled.length) await this.enqueueWrite(Number.POSITIVE_INFINITY);
  }

  /**
   * Gives up what is left (a shutdown whose writes keep failing): reports how many hits are lost and
   * releases every waiting `after()` task, so the process can exit instead of waiting for a database
   * that does not come back.
   */
  abandon(): void {
    const hits = this.pending.length;
    const alerts = this.unsettled.reduce((sum, group) => sum + group.firsts.length, 0);
    this.pending = [];
    this.unsettled = [];
    this.wake(Number.POSITIVE_INFINITY);
    this.arm();
    if (hits || alerts) {
      const lost = `${hits} hits and ${alerts} first-visit alerts were not written`;
      this.options.onError?.(new Error(`Stopping with the database unreachable: ${lost}.`), 0);
    }
  }

  private applySequence(hit: Hit): void {
    const key = sequenceKey(hit);
    const since = hit.occurredAt.getTime() - this.options.unfurlWindowMs;
    for (const [oldKey, old] of this.lastGet) {
      if (old.hit.occurredAt.getTime() >= since) break;
      this.lastGet.delete(oldKey);
    }
    if (hit.hitClass === "human") {
      this.lastGet.delete(key); // re-inserted last, so the map stays in time order
      this.lastGet.set(key, { hit, sent: false });
    } else if (hit.hitClass === "head") {
      const get = this.lastGet.get(key);
      const verdict = get && classAfterHead(get.hit, hit, this.options.unfurlWindowMs);
      if (!get || !verdict) return;
      this.lastGet.delete(key);
      if (get.sent) this.pending.push({ unfurled: get.hit });
      else Object.assign(get.hit, verdict);
    }
  }

  private dropOldest(): void {
    const [dropped] = this.pending.splice(0, 1);
    if (dropped && !isUnfurl(dropped) && this.lastGet.get(sequenceKey(dropped))?.hit === dropped)
      this.lastGet.delete(sequenceKey(dropped));
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
    const next = Math.min(this.waiters[0]?.dueAt ?? Infinity, this.unsettled[0]?.dueAt ?? Infinity);
    if (next === Infinity) {
      // Nothing left to write (a flush wrote it all): no timer keeps the process alive for nothing.
      if (this.timer) clearTimeout(this.timer.handle);
      this.timer = undefined;
      return;
    }
    const backOff = this.failures
      ? Math.min(this.options.intervalMs * 2 ** this.failures, this.options.maxRetryDelayMs)
      : 0;
    const at = Math.max(next, this.now() + backOff);
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

  /** Writes every buffered hit and reclassification, and the first hits settled by `cutoff`. */
  private async writeDue(cutoff: number): Promise<void> {
    const batch = this.pending;
    this.pending = [];
    let groups = 0;
    while (groups < this.unsettled.length && this.unsettled[groups]!.dueAt <= cutoff) groups++;
    const settling = this.unsettled.splice(0, groups);
    const hits: Hit[] = [];
    const unfurled: Hit[] = [];
    for (const entry of batch) {
      if (isUnfurl(entry)) unfurled.push(entry.unfurled);
      else {
        hits.push(entry);
        const get = entry.visitor ? this.lastGet.get(sequenceKey(entry)) : undefined;
        if (get?.hit === entry) get.sent = true;
      }
    }
    this.inWrite = batch.length;
    try {
      const settled = settling.flatMap((group) => group.firsts);
      const firsts = batch.length || settled.length ? await this.write(hits, { unfurled, settled }) : [];
      this.failures = 0;
      if (firsts.length) this.unsettled.push({ dueAt: this.now() + this.options.unfurlWindowMs, firsts });
      this.wake(cutoff);
    } catch (error) {
      this.pending = batch.concat(this.pending);
      this.unsettled = settling.concat(this.unsettled);
      this.failures++;
      this.options.onError?.(error, this.pending.length);
    } finally {
      this.inWrite = 0;
    }
    this.arm();
  }

  private wake(cutoff: number): void {
    let count = 0;
    while (count < this.waiters.length && this.waiters[count]!.dueAt <= cutoff) count++;
    for (const waiter of this.waiters.splice(0, count)) waiter.resolve();
  }
}
