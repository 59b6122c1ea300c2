import "server-only";

const WINDOW_MS = 60_000;

interface ClientWindow {
  startedAt: number;
  count: number;
}

/**
 * Counts each client's requests to the public pages that record hits (/go, /asset and its beacon)
 * in this process, in a minute that starts with the client's first request. Beyond `perMinute` a
 * client is refused until its minute is over, so one client's flood can neither fill the hit
 * buffer nor starve the others. At most `maxClients` are tracked (memory stays bounded); when that
 * many have a minute running, a new client is refused too (it fails closed), and no tracked client,
 * least of all a refused one, is ever dropped to make room: filling the table cannot reset a flooder.
 */
export class FloodGuard {
  // In order of each window's start (a client whose minute ended is re-inserted at the end), so the
  // ended windows are always at the front.
  private windows = new Map<string, ClientWindow>();

  constructor(
    private readonly perMinute: number,
    private readonly maxClients = 100_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** 0 when the client's request may go on, else the seconds until it may come again. */
  admit(client: string): number {
    const now = this.now();
    this.forgetEnded(now);
    const window = this.windows.get(client);
    if (window) {
      if (window.count >= this.perMinute) return Math.ceil((window.startedAt + WINDOW_MS - now) / 1000);
      window.count += 1;
      return 0;
    }
    if (this.windows.size >= this.maxClients) {
      const oldest = this.windows.values().next().value;
      return Math.max(1, Math.ceil(((oldest?.startedAt ?? now) + WINDOW_MS - now) / 1000));
    }
    this.windows.set(client, { startedAt: now, count: 1 });
    return 0;
  }

  private forgetEnded(now: number) {
    for (const [client, window] of this.windows) {
      if (window.startedAt + WINDOW_MS > now) break;
      this.windows.delete(client);
    }
  }
}
