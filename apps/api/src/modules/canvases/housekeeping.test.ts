import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import type { LocalStorageDriver } from '../../adapters/storage';
import { canvasBookmarks, canvases, canvasLocations } from '../../db/schema';
import { purgeDeletedCanvases } from './housekeeping';
import { createCanvas, person, publish, publishableStudent, recordUploaded } from './testing';

const t = useTestApp();

describe('purge of deleted canvases (kept 2 months, spec 2 §6)', () => {
  it('removes canvases deleted over two months ago with their files, and keeps the rest', async () => {
    const storage = t.app.deps.storage as LocalStorageDriver;
    const owner = await person(t);
    const reader = await person(t);
    const photoUrl = await storage.put(
      `student_canvas/test/${owner.id}-old.png`,
      Buffer.from('old'),
      'image/png',
    );
    const variantUrl = await storage.put(
      `student_canvas/test/${owner.id}-old-640.webp`,
      Buffer.from('v'),
      'image/webp',
    );
    const sharedUrl = await storage.put(
      `demo/canvas/${owner.id}-shared.webp`,
      Buffer.from('s'),
      'image/webp',
    );
    const keptUrl = await storage.put(
      `student_canvas/test/${owner.id}-recent.png`,
      Buffer.from('new'),
      'image/png',
    );

    await recordUploaded(t, owner.id, [photoUrl, variantUrl, sharedUrl, keptUrl]);
    const old = await createCanvas(t, owner, {
      ...publishableStudent('Old Deleted'),
      detail: { locations: [{ uuid: 'l', city: 'Austin', coordinates: [-97.74, 30.27] }] },
      media: {
        portraitPhoto: { url: photoUrl, type: 'portraitPhoto', variants: { '640': variantUrl } },
        featuredPhoto: { url: sharedUrl, type: 'featuredPhoto' },
      },
    });
    const recent = await createCanvas(t, owner, {
      ...publishableStudent('Recently Deleted'),
      media: { portraitPhoto: { url: keptUrl, type: 'portraitPhoto' } },
    });
    const live = await createCanvas(t, owner, publishableStudent('Still Live'));
    await publish(t, owner, old.id);
    await t.app.inject({ method: 'PUT', url: `/api/bookmark/canvas/${old.id}/add`, headers: reader.headers });
    const { db } = t.database;
    await db
      .update(canvases)
      .set({ deletedAt: sql`now() - interval '2 months 1 day'` })
      .where(eq(canvases.id, old.id));
    await db
      .update(canvases)
      .set({ deletedAt: sql`now() - interval '59 days'` })
      .where(eq(canvases.id, recent.id));

    const result = await purgeDeletedCanvases({ db, storage });

    expect(result.canvases).toBeGreaterThanOrEqual(1);
    const remaining = await db
      .select({ id: canvases.id })
      .from(canvases)
      .where(inArray(canvases.id, [old.id, recent.id, live.id]));
    expect(remaining.map((row) => row.id).sort()).toEqual([recent.id, live.id].sort());
    expect(await db.select().from(canvasLocations).where(eq(canvasLocations.canvasId, old.id))).toEqual([]);
    expect(await db.select().from(canvasBookmarks).where(eq(canvasBookmarks.canvasId, old.id))).toEqual([]);
    const file = (url: string) => path.join(storage.dir, storage.keyFromUrl(url) ?? '');
    expect(existsSync(file(photoUrl))).toBe(false);
    expect(existsSync(file(variantUrl))).toBe(false);
    // Demo images are shared by many canvases and stay; a recently deleted canvas keeps its files.
    expect(existsSync(file(sharedUrl))).toBe(true);
    expect(existsSync(file(keptUrl))).toBe(true);

    // Running again finds nothing more to do.
    expect(await purgeDeletedCanvases({ db, storage })).toEqual({ canvases: 0, files: 0 });
  });
});
