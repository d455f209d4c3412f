import { createHash } from 'node:crypto';

/** One cached answer: the serialized bytes and the validators sent with them. */
export interface CachedRead {
  /** What the answer was built from (a row version, counts...): another version is a miss. */
  version: string;
  body: string;
  etag: string;
  /** Null when no timestamp covers everything the answer shows (only the ETag then validates). */
  lastModified: Date | null;
  storedAt: number;
}

export interface ReadCacheOptions {
  /** Entries kept per process; the least recently used goes first. */
  maxEntries?: number;
  /** A safety net only: correctness comes from the version, checked on every read. */
  ttlMs?: number;
  now?: () => number;
}

/** A strong validator of the bytes: the same answer gets the same ETag on every process. */
export function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/**
 * A per-process cache of public answers by key and version (decision 033). The caller reads the
 * key's current version from the database on every request (a small indexed row) and gets the
 * stored bytes only while that version is unchanged, so an edit through any process is seen by
 * the next read on every other: nothing to broadcast, nothing to lose when a process restarts.
 */
export class ReadCache {
  private readonly entries = new Map<string, CachedRead>();
  private readonly maxEntries: number;
  private readonly ttlMs: number;
  private readonly now: () => number;
  hits = 0;
  misses = 0;

  constructor(options: ReadCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 2_000;
    this.ttlMs = options.ttlMs ?? 10 * 60_000;
    this.now = options.now ?? Date.now;
  }

  get size() {
    return this.entries.size;
  }

  /** The answer stored for `key` at `version`, else undefined (and a stale entry goes). */
  get(key: string, version: string): CachedRead | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.version !== version || this.now() - entry.storedAt > this.ttlMs) {
      if (entry) this.entries.delete(key);
      this.misses += 1;
      return undefined;
    }
    // Re-inserted so the Map's order is least recently used first.
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.hits += 1;
    return entry;
  }

  set(key: string, version: string, body: string, lastModified: Date | null): CachedRead {
    const entry: CachedRead = { version, body, etag: etagOf(body), lastModified, storedAt: this.now() };
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
    return entry;
  }

  /** Served from the cache, else built, stored and served. */
  async read(
    key: string,
    version: string,
    build: () => Promise<{ body: string; lastModified: Date | null }>,
  ): Promise<CachedRead> {
    const cached = this.get(key, version);
    if (cached) return cached;
    const built = await build();
    return this.set(key, version, built.body, built.lastModified);
  }

  delete(key: string) {
    this.entries.delete(key);
  }

  clear() {
    this.entries.clear();
  }
}

const caches = new WeakMap<object, Map<string, ReadCache>>();

/**
 * The cache called `name` of one app (`scope` is its `app.deps`): the routes and the tests that
 * look at its hits reach the same one, and two apps in one test run keep separate ones as two
 * processes would.
 */
export function readCacheOf(scope: object, name: string, options?: ReadCacheOptions): ReadCache {
  const named = caches.get(scope) ?? new Map<string, ReadCache>();
  caches.set(scope, named);
  const cache = named.get(name) ?? new ReadCache(options);
  named.set(name, cache);
  return cache;
}
