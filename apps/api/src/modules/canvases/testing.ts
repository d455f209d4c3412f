import type { Canvas, CanvasInput, CanvasType } from '@canvas/shared';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { createSignedInUser, type SignedInUser, type TestApp } from '../../../test/helper';
import { canvases, uploads } from '../../db/schema';

/** Test helpers of the canvas areas (canvases, bookmarks, messages): people and canvases through the API. */

/** The canvas areas' name for a signed-in test user (test/helper.ts). */
export type Person = SignedInUser;
export const person = createSignedInUser;

export async function createCanvas(
  t: TestApp,
  owner: Person,
  body: CanvasInput & { type: CanvasType },
): Promise<{ id: number; slug: string }> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/canvas',
    headers: owner.headers,
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** A student canvas with what publishing needs (an education with a school name). */
export const publishableStudent = (name = 'Maya Robinson'): CanvasInput & { type: CanvasType } => ({
  type: 'student',
  introduction: { name, title: 'Cosmetology Student' },
  educations: [{ uuid: 'edu-1', schoolName: 'Aveline Academy of Cosmetology', graduationDate: '2025-06-01' }],
});

export async function publish(
  t: TestApp,
  owner: Person,
  id: number,
  action: 'public' | 'private' = 'public',
) {
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/canvas/${id}/action/${action}`,
    headers: owner.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
}

export async function readCanvas(t: TestApp, idOrSlug: string | number, reader?: Person) {
  return t.app.inject({
    method: 'GET',
    url: `/api/canvas/${idOrSlug}`,
    ...(reader ? { headers: reader.headers } : {}),
  });
}

/** The canvas as its owner sees it (fails when it cannot be read). */
export async function ownerView(t: TestApp, owner: Person, id: number): Promise<Canvas> {
  const response = await readCanvas(t, id, owner);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The stored row, for "nothing changed" checks that do not go through the API's visibility rules. */
export async function storedRow(t: TestApp, id: number) {
  const rows = await t.database.db.select().from(canvases).where(eq(canvases.id, id));
  return rows[0];
}

/**
 * Records files as `ownerId`'s uploads (as POST /api/media/upload does), for tests that put files
 * in storage themselves or only name them: a canvas may reference only its owner's uploads.
 */
export async function recordUploaded(t: TestApp, ownerId: number, urls: string[]) {
  const keys = urls.map((url) => {
    const key = t.app.deps.storage.keyFromUrl(url);
    if (!key) throw new Error(`not a storage URL: ${url}`);
    return key;
  });
  await t.database.db
    .insert(uploads)
    .values(keys.map((key) => ({ key, ownerId, bytes: 1 })))
    .onConflictDoNothing();
}
