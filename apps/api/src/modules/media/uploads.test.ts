import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ErrorCode, type MediaItem, messages } from '@canvas/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser, useTestApp } from '../../../test/helper';
import type { LocalStorageDriver } from '../../adapters/storage';
import { uploads } from '../../db/schema';
import { storageUsedBy } from './queries';
import { sweepUnattachedUploads } from './service';
import { photo } from './test-fixtures';

const dataDir = mkdtempSync(path.join(tmpdir(), 'canvas-uploads-test-'));
// A quota of its own (UPLOAD_QUOTA_MB), well above what the other tests here upload.
const QUOTA_MB = 50;
const t = useTestApp({ DATA_DIR: dataDir, UPLOAD_QUOTA_MB: String(QUOTA_MB) });

async function uploadPhoto(who: SignedInUser, slot = 'portfolioPhoto') {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/media/upload?slot=${slot}`,
    headers: { ...who.headers, 'content-type': 'application/octet-stream' },
    payload: await photo({ width: 700, height: 500 }),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ item: MediaItem }>().item;
}

const storage = () => t.app.deps.storage as LocalStorageDriver;
/** The storage keys of an uploaded item: the original and each copy. */
const keysOf = (item: MediaItem) =>
  [item.url, item.image, ...Object.values(item.variants ?? {})]
    .flatMap((url) => {
      const key = url ? storage().keyFromUrl(url) : null;
      return key ? [key] : [];
    })
    .filter((key, index, all) => all.indexOf(key) === index);
const fileExists = (key: string) => existsSync(path.join(storage().dir, key));

async function newCanvas(who: SignedInUser): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/canvas',
    headers: who.headers,
    payload: { type: 'student' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ id: number }>().id;
}

const putPortfolio = (who: SignedInUser, id: number, items: MediaItem[]) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/canvas/${id}`,
    headers: who.headers,
    payload: { media: { portfolioPhoto: items } },
  });

describe('uploads are recorded with their owner', () => {
  it('records every stored copy with its size, counted towards the owner', async () => {
    const owner = await createSignedInUser(t);
    const item = await uploadPhoto(owner);
    const rows = await t.database.db.select().from(uploads).where(eq(uploads.ownerId, owner.id));
    expect(rows.map((row) => row.key).sort()).toEqual(keysOf(item).sort());
    expect(rows.every((row) => row.bytes > 0 && row.attachedAt === null)).toBe(true);
    expect(await storageUsedBy(t.database.db, owner.id)).toBe(rows.reduce((sum, row) => sum + row.bytes, 0));
  });
});

describe('storage quota', () => {
  it('refuses an upload past UPLOAD_QUOTA_MB with a clear message, storing nothing', async () => {
    const owner = await createSignedInUser(t);
    await t.database.db.insert(uploads).values({
      key: `quota/${owner.id}/filler.png`,
      ownerId: owner.id,
      bytes: QUOTA_MB * 1024 * 1024 - 10,
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/media/upload?slot=portfolioPhoto',
      headers: { ...owner.headers, 'content-type': 'application/octet-stream' },
      payload: await photo(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: ErrorCode.badRequest,
      message: messages.storageQuotaReached(QUOTA_MB),
      field: 'file',
    });
    expect(await t.database.db.select().from(uploads).where(eq(uploads.ownerId, owner.id))).toHaveLength(1);
  });
});

describe('sweep of uploads never attached', () => {
  it('removes files no canvas took within 24 hours, and keeps attached and recent ones', async () => {
    const owner = await createSignedInUser(t);
    const id = await newCanvas(owner);
    const abandoned = await uploadPhoto(owner);
    const used = await uploadPhoto(owner);
    const recent = await uploadPhoto(owner);
    expect((await putPortfolio(owner, id, [used])).statusCode).toBe(200);
    await t.database.db
      .update(uploads)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(inArray(uploads.key, [...keysOf(abandoned), ...keysOf(used)]));

    await sweepUnattachedUploads({ db: t.database.db, storage: storage() });

    for (const key of keysOf(abandoned)) expect(fileExists(key), key).toBe(false);
    expect(
      await t.database.db
        .select()
        .from(uploads)
        .where(inArray(uploads.key, keysOf(abandoned))),
    ).toEqual([]);
    for (const key of [...keysOf(used), ...keysOf(recent)]) expect(fileExists(key), key).toBe(true);
  });
});
