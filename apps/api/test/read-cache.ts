import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { readCacheOf } from '../src/lib/read-cache';
import type { TestApp } from './helper';

/** A visitor's read and whether the read cache answered it. */
export interface CachedRead {
  response: LightMyRequestResponse;
  hit: boolean;
}

/**
 * A visitor's GET of `urlOf(ref)` and whether the read cache `name` (lib/read-cache) answered it:
 * its hits went up during the request.
 */
export function cachedReader<Ref>(t: TestApp, name: string, urlOf: (ref: Ref) => string) {
  return async (ref: Ref, headers: Record<string, string> = {}): Promise<CachedRead> => {
    const cache = readCacheOf(t.app.deps, name);
    const before = cache.hits;
    const response = await t.app.inject({ method: 'GET', url: urlOf(ref), headers });
    return { response, hit: cache.hits > before };
  };
}

/**
 * Reads twice: the first builds the answer, the second comes from the cache as the same bytes and
 * ETag, still to be revalidated (`private, no-cache`). Answers both reads.
 */
export async function expectBuiltOnceThenCached(read: () => Promise<CachedRead>) {
  const first = await read();
  expect(first.response.statusCode).toBe(200);
  expect(first.hit).toBe(false);
  const second = await read();
  expect(second.hit).toBe(true);
  expect(second.response.body).toBe(first.response.body);
  expect(second.response.headers.etag).toBe(first.response.headers.etag);
  expect(second.response.headers['cache-control']).toBe('private, no-cache');
  return { first, second };
}
