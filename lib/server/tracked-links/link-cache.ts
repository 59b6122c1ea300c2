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
    return undefined;
  }

  set(slug: string, link: CachedLink | null): void {
    const ttl = link ? this.options.positiveTtlMs : this.options.negativeTtlMs;
    this.entries.delete(slug);
    this.entries.set(slug, { link, expiresAt: this.now() + ttl });
    // Maps iterate in insertion order: the first key is the oldest entry.
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
  }

  /** The cached answer, else the loader's (cached; failures are not cached). */
  lookup(
    slug: string,
    load: (slug: string) => Promise<CachedLink | null>,
  ): CachedLink | null | Promise<CachedLink | null> {
    const cached = this.get(slug);
    if (cached !== undefined) return cached;
    let pending = this.loading.get(slug);
    if (!pending) {
      pending = load(slug)
        .then((link) => {
          this.set(slug, link);
          return link;
        })
        .finally(() => this.loading.delete(slug));
      this.loading.set(slug, pending);
    }
    return pending;
  }
}
