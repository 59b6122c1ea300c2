import "server-only";

const MINUTE_MS = 60_000;

/**
 * Counts each client's requests to the public pages that record hits (/go, /asset and its beacon)
 * per clock minute, in this process. Beyond `perMinute` a client is refused until the next minute,
 * so one client's flood can neither fill the hit buffer nor starve the others. At most `maxClients`
 * are tracked a minute (memory stays bounded); clients beyond that are let through.
 */
export class FloodGuard {
  private minute = -1;
  private counts = new Map<string, number>();

  constructor(
    private readonly perMinute: number,
    private readonly maxClients = 100_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** 0 when the client's request may go on, else the seconds until it may come again. */
  admit(client: string): number {
    const now = this.now();
    const minute = Math.floor(now / MINUTE_MS);
    if (minute !== this.minute) {
      this.minute = minute;
      this.counts = new Map();
    }
    const count = this.counts.get(client) ?? 0;
    if (count >= this.perMinute) return Math.ceil(((minute + 1) * MINUTE_MS - now) / 1000);
    if (count > 0 || this.counts.size < this.maxClients) this.counts.set(client, count + 1);
    return 0;
  }
}
