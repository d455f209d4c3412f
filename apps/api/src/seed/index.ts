import { count } from 'drizzle-orm';
import type { StorageDriver } from '../adapters/storage';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { seedBilling } from '../modules/billing/seed';
import { seedCanvases } from '../modules/canvases/seed';
import { seedBusinessCanvases } from '../modules/canvases/seed-business';
import { seedChat } from '../modules/chat/seed';
import { seedHiring } from '../modules/hiring/seed';
import { seedOpportunities } from '../modules/opportunities/seed';
import { DEMO_PASSWORD, seedUsers } from '../modules/users/seed';
import { createRandom, type Seeder } from './context';

/**
 * Area seeders in dependency order; each later area appends its own (canvases after users,
 * opportunities after canvases, ...). They share one transaction: a half-seeded database never exists.
 */
const seeders: Seeder[] = [
  seedUsers,
  seedCanvases,
  seedBusinessCanvases,
  seedBilling,
  seedOpportunities,
  seedHiring,
  seedChat,
];

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ value: count() }).from(users);
  return (rows[0]?.value ?? 0) === 0;
}

/**
 * The start-up's seeding: demo data into an empty database when SEED_DEMO says so (default on in
 * demo mode only), and the demo administrator only in demo mode. Answers whether it seeded.
 */
export async function seedIfEmpty(
  db: Db,
  config: { seedDemo: boolean; mode: 'demo' | 'production' },
  storage?: StorageDriver,
): Promise<boolean> {
  if (!config.seedDemo || !(await isDatabaseEmpty(db))) return false;
  await seedDemoData(db, { ...(storage ? { storage } : {}), demoAdmin: config.mode === 'demo' });
  return true;
}

export async function seedDemoData(
  db: Db,
  options: { storage?: StorageDriver; demoAdmin: boolean },
): Promise<void> {
  const demoPasswordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const context = {
      db: tx as unknown as Db,
      random: createRandom(20261121),
      demoPasswordHash,
      demoUserIds: {},
      demoAdmin: options.demoAdmin,
      ...(options.storage ? { storage: options.storage } : {}),
    };
    for (const seed of seeders) await seed(context);
  });
}
