import "server-only";

/** What /go needs of a live link: its id (for the count), its rep (for "own" hits) and where it points. */
export interface CachedLink {
  id: string;
  ownerId: string;
  location: string;
}

export interface LinkCacheOptions {
  /** How long a found link is trusted: an edit, deactivation or deletion shows after at most this. */
  positiveTtlMs: number;
  /** How long "no such live link" is trusted: a new link is never hit before it exists, so short. */
  negativeTtlMs: number;
  maxEntries: number;
  /**
   * While loads fail (the database is down), a link that was live when its entry expired is served
   * for this long at a time before the next load is tried.
   */
  staleIfErrorMs?: number;
  now?: () => number;
}

interface Entry {
  link: CachedLink | null;
  expiresAt: number;
}

/**
 * A bounded slug → link cache with positive and negative entries, and one load in flight per slug
 * so a burst at a cold link costs one database query, not one per request.
 */
export class LinkCache {
  private readonly entries = new Map<string, Entry>();
  /** Live links whose entry expired: what /go still serves while the database cannot be read. */
  private readonly stale = new Map<string, CachedLink>();
  private readonly loading = new Map<string, Promise<CachedLink | null>>();
  private readonly now: () => number;

  constructor(private readonly options: LinkCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The cached answer (null: known missing), or undefined when unknown or expired. */
  get(slug: string): CachedLink | null | undefined {
    const entry = this.entries.get(slug);
    if (!entry) return undefined;
    if (entry.expiresAt > this.now()) return entry.link;
    this.entries.delete(slug);
    if (entry.link) bounded(this.stale, this.options.maxEntries).set(slug, entry.link);
    return undefined;
  }

  set(slug: string, link: CachedLink | null, ttlMs?: number): void {
    const ttl = ttlMs ?? (link ? this.options.positiveTtlMs : this.options.negativeTtlMs);
    this.entries.delete(slug);
    this.stale.delete(slug);
    bounded(this.entries, this.options.maxEntries).set(slug, { link, expiresAt: this.now() + ttl });
  }

  /**
   * The cached answer, else the loader's (cached). A failed load is not cached, but a link that was
   * live before it is served again for `staleIfErrorMs` (stale-if-error); without one it throws.
   */
  lookup(
    slug: string,
    load: (slug: string) => Promise<CachedLink | null>,
  ): CachedLink | null | Promise<CachedLink | null> {
    const cached = this.get(slug);
    if (cached !== undefined) return cached;
    let pending = this.loading.get(slug);
    if (!pending) {
      pending = load(slug)
        .then(
          (link) => {
            this.set(slug, link);
            return link;
          },
          (error: unknown) => {
            const stale = this.stale.get(slug);
            if (!stale || !this.options.staleIfErrorMs) throw error;
            this.set(slug, stale, this.options.staleIfErrorMs);
            return stale;
          },
        )
        .finally(() => this.loading.delete(slug));
      this.loading.set(slug, pending);
    }
    return pending;
  }
}

/** Makes room for one more key: Maps iterate in insertion order, so the first key is the oldest. */
function bounded<V>(map: Map<string, V>, maxEntries: number): Map<string, V> {
  while (map.size >= maxEntries) {
    const oldest = map.keys().next();
    if (oldest.done) break;
    map.delete(oldest.value);
  }
  return map;
}
