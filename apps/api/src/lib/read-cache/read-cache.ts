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
  /**
   * Writes finished on the database so far, when this process is its only writer (the embedded
   * one, Database.writeCount): while unchanged, an answer checked before is served without
   * checking its version again.
   */
  writeCount?: (() => number) | undefined;
}

/** Where a reference (a slug, an id) leads now: the entry's key, its version and how to build it. */
export interface ReadLookup {
  key: string;
  version: string;
  build: () => Promise<{ body: string; lastModified: Date | null }>;
}

/** A strong validator of the bytes: the same answer gets the same ETag on every process. */
export function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/**
 * A per-process cache of public answers by key and version (decision 034). The caller reads the
 * key's current version from the database on every request (a small indexed row; on the embedded
 * database only after a write) and gets the stored bytes only while that version is unchanged, so
 * an edit through any process is seen by the next read on every other: nothing to broadcast,
 * nothing to lose when a process restarts.
 */
export class ReadCache {
  private readonly entries = new Map<string, CachedRead>();
  private readonly maxEntries: number;
  private readonly ttlMs: number;
  private readonly now: () => number;
  private readonly writeCount: (() => number) | undefined;
  /** Per reference: the entry it led to and the write count when that was checked. */
  private readonly checked = new Map<string, { key: string; version: string; writes: number }>();
  /** Builds under way, by key and version. */
  private readonly building = new Map<string, Promise<CachedRead>>();
  hits = 0;
  misses = 0;

  constructor(options: ReadCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 2_000;
    this.ttlMs = options.ttlMs ?? 10 * 60_000;
    this.now = options.now ?? Date.now;
    this.writeCount = options.writeCount;
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

  /**
   * Served from the cache, else built, stored and served. Misses of one key and version that
   * arrive while it is being built wait for that build instead of starting their own (a page
   * rendered on request takes tens of milliseconds; a burst of visitors renders it once).
   */
  async read(
    key: string,
    version: string,
    build: () => Promise<{ body: string; lastModified: Date | null }>,
  ): Promise<CachedRead> {
    const cached = this.get(key, version);
    if (cached) return cached;
    const flight = `${key}\u0000${version}`;
    const pending = this.building.get(flight);
    if (pending) return pending;
    const building = build()
      .then((built) => this.set(key, version, built.body, built.lastModified))
      .finally(() => this.building.delete(flight));
    this.building.set(flight, building);
    return building;
  }

  /**
   * The answer for `ref`: `lookup` reads where it leads now (and throws for a missing one), unless
   * no write has finished since the last lookup of `ref` and its entry is still here.
   */
  async readByRef(ref: string, lookup: () => Promise<ReadLookup>): Promise<CachedRead> {
    // Taken before the lookup: a write landing during it makes the next read look again.
    const writes = this.writeCount?.();
    const known = writes === undefined ? undefined : this.checked.get(ref);
    if (known && known.writes === writes) {
      const entry = this.entries.get(known.key);
      if (entry && entry.version === known.version && this.now() - entry.storedAt <= this.ttlMs) {
        this.hits += 1;
        return entry;
      }
    }
    const found = await lookup();
    const entry = await this.read(found.key, found.version, found.build);
    if (writes !== undefined) {
      if (this.checked.size >= this.maxEntries * 2) this.checked.clear();
      this.checked.set(ref, { key: found.key, version: found.version, writes });
    }
    return entry;
  }

  delete(key: string) {
    this.entries.delete(key);
  }

  clear() {
    this.entries.clear();
    this.checked.clear();
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
