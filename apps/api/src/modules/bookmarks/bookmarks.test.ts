import { type Canvas, ErrorCode, messages } from '@canvas/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { canvasBookmarks } from '../../db/schema';
import {
  createCanvas,
  type Person,
  person,
  publish,
  publishableStudent,
  readCanvas,
} from '../canvases/testing';

const t = useTestApp();

const bookmark = (who: Person | undefined, id: number, action: 'add' | 'remove') =>
  t.app.inject({
    method: 'PUT',
    url: `/api/bookmark/canvas/${id}/${action}`,
    ...(who ? { headers: who.headers } : {}),
  });

const stored = async (userId: number, canvasId: number) =>
  (
    await t.database.db
      .select()
      .from(canvasBookmarks)
      .where(and(eq(canvasBookmarks.userId, userId), eq(canvasBookmarks.canvasId, canvasId)))
  ).length;

describe('PUT /api/bookmark/canvas/{id}/{add|remove}', () => {
  it('toggles a bookmark, which the canvas then reports as isBookmarked for that reader only', async () => {
    const owner = await person(t);
    const reader = await person(t);
    const someoneElse = await person(t);
    const { id } = await createCanvas(t, owner, publishableStudent());
    await publish(t, owner, id);

    const added = await bookmark(reader, id, 'add');
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({ bookmarked: true });
    expect((await bookmark(reader, id, 'add')).json()).toEqual({ bookmarked: true });
    expect(await stored(reader.id, id)).toBe(1);
    expect((await readCanvas(t, id, reader)).json<Canvas>().isBookmarked).toBe(true);
    expect((await readCanvas(t, id, someoneElse)).json<Canvas>().isBookmarked).toBe(false);
    expect((await readCanvas(t, id)).json<Canvas>().isBookmarked).toBe(false);

    expect((await bookmark(reader, id, 'remove')).json()).toEqual({ bookmarked: false });
    expect((await bookmark(reader, id, 'remove')).json()).toEqual({ bookmarked: false });
    expect(await stored(reader.id, id)).toBe(0);
    expect((await readCanvas(t, id, reader)).json<Canvas>().isBookmarked).toBe(false);
  });

  it('needs sign-in (the page sends visitors to /sign-in?from=…)', async () => {
    const owner = await person(t);
    const { id } = await createCanvas(t, owner, publishableStudent());
    await publish(t, owner, id);
    const response = await bookmark(undefined, id, 'add');
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe(ErrorCode.unauthorized);
  });

  it("refuses someone else's draft or a deleted canvas with 404, storing nothing", async () => {
    const owner = await person(t);
    const reader = await person(t);
    const draft = await createCanvas(t, owner, publishableStudent());
    const response = await bookmark(reader, draft.id, 'add');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(messages.canvasNotFound);
    expect(await stored(reader.id, draft.id)).toBe(0);

    const gone = await createCanvas(t, owner, publishableStudent());
    await publish(t, owner, gone.id);
    await t.app.inject({ method: 'DELETE', url: `/api/canvas/${gone.id}`, headers: owner.headers });
    expect((await bookmark(reader, gone.id, 'add')).statusCode).toBe(404);
    expect(await stored(reader.id, gone.id)).toBe(0);
  });

  it("removing one's bookmark leaves other people's bookmarks alone", async () => {
    const owner = await person(t);
    const first = await person(t);
    const second = await person(t);
    const { id } = await createCanvas(t, owner, publishableStudent());
    await publish(t, owner, id);
    await bookmark(first, id, 'add');
    await bookmark(second, id, 'add');
    await bookmark(first, id, 'remove');
    expect(await stored(second.id, id)).toBe(1);
  });

  it('refuses an unknown action', async () => {
    const reader = await person(t);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/bookmark/canvas/1/toggle', headers: reader.headers }))
        .statusCode,
    ).toBe(422);
  });
});
