import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ErrorCode, type MediaItem, messages } from '@canvas/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser, useTestApp } from '../../../test/helper';
import type { LocalStorageDriver } from '../../adapters/storage';
import { canvases, uploads, users } from '../../db/schema';
import { photo } from '../media/test-fixtures';
import { purgeDeletedCanvases, referencedKeys } from './housekeeping';
import { createCanvas, storedRow } from './testing';

/** Which files a canvas may reference (its owner's uploads) and which the purge removes. */

const dataDir = mkdtempSync(path.join(tmpdir(), 'canvas-upload-refs-test-'));
const t = useTestApp({ DATA_DIR: dataDir });

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
const keysOf = (item: MediaItem) =>
  referencedKeys(storage(), {
    logo: null,
    featuredPhoto: null,
    portraitPhoto: null,
    teamPhoto: null,
    featuredVideo: null,
    portfolioPhoto: [item],
    additionalVideo: [],
  });
const fileExists = (key: string) => existsSync(path.join(storage().dir, key));

const putPortfolio = (who: SignedInUser, id: number, items: MediaItem[]) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/canvas/${id}`,
    headers: who.headers,
    payload: { media: { portfolioPhoto: items } },
  });

describe('a canvas references only its owner’s uploads', () => {
  it('refuses another account’s file, an avatar or an unrecorded file with 403, and changes nothing', async () => {
    const owner = await createSignedInUser(t);
    const other = await createSignedInUser(t);
    const { id } = await createCanvas(t, owner, { type: 'student' });
    const theirs = await uploadPhoto(other);
    const avatar = await t.app.inject({
      method: 'PUT',
      url: '/api/user/avatar',
      headers: { ...other.headers, 'content-type': 'image/jpeg' },
      payload: await photo({ width: 200, height: 200 }),
    });
    expect(avatar.statusCode, avatar.body).toBe(200);
    const avatarUrl: string = avatar.json().profile.avatar;
    const before = await storedRow(t, id);
    for (const item of [theirs, { url: avatarUrl, type: 'portfolioPhoto' } as MediaItem]) {
      const response = await putPortfolio(owner, id, [item]);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: ErrorCode.forbidden, message: messages.mediaNotYours });
    }
    const create = await t.app.inject({
      method: 'POST',
      url: '/api/canvas',
      headers: owner.headers,
      payload: { type: 'student', media: { portfolioPhoto: [theirs] } },
    });
    expect(create.statusCode).toBe(403);
    expect((await storedRow(t, id))?.updatedAt).toEqual(before?.updatedAt);
  });

  it('accepts the owner’s own file and marks it attached; an admin may place any file', async () => {
    const owner = await createSignedInUser(t);
    const admin = await createSignedInUser(t, { roleValue: 'administrator', target: null });
    const other = await createSignedInUser(t);
    const { id } = await createCanvas(t, owner, { type: 'student' });
    const mine = await uploadPhoto(owner);
    expect((await putPortfolio(owner, id, [mine])).statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(uploads)
      .where(inArray(uploads.key, keysOf(mine)));
    expect(rows.every((row) => row.attachedAt !== null)).toBe(true);
    // Saving again with the file it already has is no new reference.
    expect((await putPortfolio(owner, id, [mine])).statusCode).toBe(200);

    const theirs = await uploadPhoto(other);
    expect((await putPortfolio(admin, id, [mine, theirs])).statusCode).toBe(200);
  });
});

describe('purge after deletion', () => {
  it('removes only files no remaining canvas or avatar uses', async () => {
    const owner = await createSignedInUser(t);
    const shared = await uploadPhoto(owner);
    const own = await uploadPhoto(owner);
    const asAvatar = await uploadPhoto(owner);
    const deleted = await createCanvas(t, owner, {
      type: 'student',
      media: { portfolioPhoto: [shared, own, asAvatar] },
    });
    await createCanvas(t, owner, { type: 'professional', media: { portfolioPhoto: [shared] } });
    // An avatar pointing at one of the files (written directly: the avatar route stores its own copy).
    await t.database.db.update(users).set({ avatar: asAvatar.url }).where(eq(users.id, owner.id));
    await t.database.db
      .update(canvases)
      .set({ deletedAt: sql`now() - interval '2 months 1 day'` })
      .where(eq(canvases.id, deleted.id));

    await purgeDeletedCanvases({ db: t.database.db, storage: storage() });

    for (const key of keysOf(own)) expect(fileExists(key), key).toBe(false);
    expect(
      await t.database.db
        .select()
        .from(uploads)
        .where(inArray(uploads.key, keysOf(own))),
    ).toEqual([]);
    for (const key of keysOf(shared)) expect(fileExists(key), key).toBe(true);
    expect(fileExists(keysOf(asAvatar)[0] ?? '')).toBe(true);
  });
});
