import { describe, expect, it } from 'vitest';
import { etagOf, ReadCache, readCacheOf } from './read-cache';

describe('ReadCache', () => {
  it('serves an entry only at the version it was stored at', () => {
    const cache = new ReadCache();
    cache.set('canvas:1', 'v1', '{"a":1}', null);
    expect(cache.get('canvas:1', 'v1')?.body).toBe('{"a":1}');
    expect(cache.get('canvas:1', 'v2')).toBeUndefined();
    // The stale entry went with the miss.
    expect(cache.get('canvas:1', 'v1')).toBeUndefined();
    expect(cache.hits).toBe(1);
    expect(cache.misses).toBe(2);
  });

  it('builds on a miss and not on a hit', async () => {
    const cache = new ReadCache();
    let builds = 0;
    const build = async () => {
      builds += 1;
      return { body: `{"n":${builds}}`, lastModified: null };
    };
    const first = await cache.read('k', 'v', build);
    const second = await cache.read('k', 'v', build);
    expect(builds).toBe(1);
    expect(second).toBe(first);
    await cache.read('k', 'w', build);
    expect(builds).toBe(2);
  });

  it('builds once for misses of one key and version that arrive together', async () => {
    const cache = new ReadCache();
    const finishes: (() => void)[] = [];
    const build = () =>
      new Promise<{ body: string; lastModified: null }>((resolve) => {
        finishes.push(() => resolve({ body: `page ${finishes.length}`, lastModified: null }));
      });
    const reads = [cache.read('k', 'v', build), cache.read('k', 'v', build), cache.read('k', 'w', build)];
    expect(finishes).toHaveLength(2);
    for (const finish of finishes) finish();
    const [first, second, other] = await Promise.all(reads);
    expect(second).toBe(first);
    expect(other?.version).toBe('w');
    // A failed build is not remembered: the next miss builds again.
    const failing = new ReadCache();
    await expect(failing.read('k', 'v', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    const retried = await failing.read('k', 'v', async () => ({ body: 'up', lastModified: null }));
    expect(retried.body).toBe('up');
  });

  it('drops the least recently used entry beyond its size', () => {
    const cache = new ReadCache({ maxEntries: 2 });
    cache.set('a', 'v', '1', null);
    cache.set('b', 'v', '2', null);
    cache.get('a', 'v');
    cache.set('c', 'v', '3', null);
    expect(cache.size).toBe(2);
    expect(cache.get('b', 'v')).toBeUndefined();
    expect(cache.get('a', 'v')?.body).toBe('1');
  });

  it('forgets entries after the safety time', () => {
    let now = 0;
    const cache = new ReadCache({ ttlMs: 1000, now: () => now });
    cache.set('a', 'v', '1', null);
    now = 999;
    expect(cache.get('a', 'v')).toBeDefined();
    now = 2001;
    expect(cache.get('a', 'v')).toBeUndefined();
  });

  it('gives the same bytes the same quoted ETag, and other bytes another', () => {
    expect(etagOf('{"a":1}')).toBe(etagOf('{"a":1}'));
    expect(etagOf('{"a":1}')).not.toBe(etagOf('{"a":2}'));
    expect(etagOf('x')).toMatch(/^"[\w-]+"$/);
  });

  it('keeps one cache per app and name', () => {
    const appA = {};
    const appB = {};
    expect(readCacheOf(appA, 'canvas')).toBe(readCacheOf(appA, 'canvas'));
    expect(readCacheOf(appA, 'canvas')).not.toBe(readCacheOf(appB, 'canvas'));
    expect(readCacheOf(appA, 'canvas')).not.toBe(readCacheOf(appA, 'opportunity'));
  });
});

describe('ReadCache.readByRef', () => {
  const lookupCounter = () => {
    const calls = { lookups: 0, builds: 0 };
    const lookup = async () => {
      calls.lookups += 1;
      return {
        key: 'canvas:1',
        version: 'v1',
        build: async () => {
          calls.builds += 1;
          return { body: '{}', lastModified: null };
        },
      };
    };
    return { calls, lookup };
  };

  it('skips the lookup while no write has finished since the last one (the embedded database)', async () => {
    let writes = 0;
    const cache = new ReadCache({ writeCount: () => writes });
    const { calls, lookup } = lookupCounter();
    await cache.readByRef('slug:a', lookup);
    await cache.readByRef('slug:a', lookup);
    expect(calls).toEqual({ lookups: 1, builds: 1 });
    writes += 1;
    await cache.readByRef('slug:a', lookup);
    expect(calls).toEqual({ lookups: 2, builds: 1 });
    // Another reference to the same entry looks once too.
    await cache.readByRef('id:1', lookup);
    expect(calls).toEqual({ lookups: 3, builds: 1 });
  });

  it('looks up on every read when other processes may write (no write count)', async () => {
    const cache = new ReadCache();
    const { calls, lookup } = lookupCounter();
    await cache.readByRef('slug:a', lookup);
    await cache.readByRef('slug:a', lookup);
    expect(calls).toEqual({ lookups: 2, builds: 1 });
  });

  it('lets a missing answer throw every time, caching nothing', async () => {
    const cache = new ReadCache({ writeCount: () => 0 });
    let lookups = 0;
    const missing = async () => {
      lookups += 1;
      throw new Error('not found');
    };
    await expect(cache.readByRef('slug:gone', missing)).rejects.toThrow('not found');
    await expect(cache.readByRef('slug:gone', missing)).rejects.toThrow('not found');
    expect(lookups).toBe(2);
    expect(cache.size).toBe(0);
  });
});
