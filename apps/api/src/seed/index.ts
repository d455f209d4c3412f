import { count } from 'drizzle-orm';
import type { StorageDriver } from '../adapters/storage';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { seedCanvases } from '../modules/canvases/seed';
import { DEMO_PASSWORD, seedUsers } from '../modules/users/seed';
import { createRandom, type Seeder } from './context';

/**
 * Area seeders in dependency order; each later area appends its own (canvases after users,
 * opportunities after canvases, ...). They share one transaction: a half-seeded database never exists.
 */
const seeders: Seeder[] = [seedUsers, seedCanvases];

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ value: count() }).from(users);
  return (rows[0]?.value ?? 0) === 0;
}

export async function seedDemoData(db: Db, options: { storage?: StorageDriver } = {}): Promise<void> {
  const demoPasswordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const context = {
      db: tx as unknown as Db,
      random: createRandom(20261121),
      demoPasswordHash,
      demoUserIds: {},
      ...(options.storage ? { storage: options.storage } : {}),
    };
    for (const seed of seeders) await seed(context);
  });
}
