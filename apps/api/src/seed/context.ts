import type { StorageDriver } from '../adapters/storage';
import type { Db } from '../db/client';

/** Deterministic pseudo-random numbers so every fresh install gets the same demo. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    // mulberry32
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
  };
}

export type Random = ReturnType<typeof createRandom>;

export interface SeedContext {
  db: Db;
  random: Random;
  /** argon2id hash of the demo password, computed once for every seeded account. */
  demoPasswordHash: string;
  /** Ids of the demo accounts, for later seeders (canvases, opportunities, chats...). */
  demoUserIds: Record<string, number>;
  /**
   * Whether admin@demo.test (whose password the README publishes) is seeded: demo mode only, so a
   * production database never gets an administrator anyone can sign in as. Absent means no.
   */
  demoAdmin?: boolean;
  /** Where generated demo images go; absent, seeders skip images. */
  storage?: StorageDriver;
}

export type Seeder = (context: SeedContext) => Promise<void>;
