import type { OpportunityInput } from '@canvas/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { cachedReader, expectBuiltOnceThenCached } from '../../../test/read-cache';
import { canvases, opportunities, opportunityBookmarks, opportunityViews } from '../../db/schema';
import { type Person, person } from '../canvases/testing';
import { PUBLIC_OPPORTUNITY_READS } from './public-read';
import { completeOpportunity, postOpportunity, salonWithPlan } from './testing';

const t = useTestApp();
const visitorRead = cachedReader(
  t,
  PUBLIC_OPPORTUNITY_READS,
  (ref: string | number) => `/api/opportunity/${ref}`,
);

const complete = (canvasId: number): OpportunityInput => ({
  ...completeOpportunity(canvasId),
  status: 'public',
});

/** A salon with a paid plan and one public opportunity. */
async function publicOpportunity(name = 'Marigold & Mane') {
  const { owner, canvasId } = await salonWithPlan(t, { name, jobCount: 5 });
  const { id, slug } = await postOpportunity(t, owner, complete(canvasId));
  return { owner, canvasId, id, slug };
}

const readAs = (ref: string | number, caller: Person, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/opportunity/${ref}`, headers: { ...caller.headers, ...headers } });

describe('GET /api/opportunity/{slug} for visitors: cached by version', () => {
  it('builds the answer once, then serves the same bytes and ETag', async () => {
    const { id, slug } = await publicOpportunity();
    const { second } = await expectBuiltOnceThenCached(() => visitorRead(slug));
    expect(second.response.json()).toMatchObject({
      id,
      canEdit: false,
      isBookmarked: false,
      applyStatus: null,
    });
    expect((await visitorRead(id)).hit).toBe(true);
  });

  it('answers an edit, a view and a change of the salon’s name on the next read', async () => {
    const { owner, canvasId, id, slug } = await publicOpportunity('Rename Salon');
    await visitorRead(slug);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/opportunity',
      headers: owner.headers,
      payload: { ...complete(canvasId), canvasId: undefined, id, editor: '<p>Now hiring two</p>' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const edited = await visitorRead(slug);
    expect(edited.hit).toBe(false);
    expect(edited.response.json().editor).toBe('<p>Now hiring two</p>');

    await t.database.db
      .insert(opportunityViews)
      .values({ opportunityId: id, day: '2026-01-01', visitor: 'v1' });
    const viewed = await visitorRead(slug);
    expect(viewed.hit).toBe(false);
    expect(viewed.response.json().viewCount).toBe(edited.response.json().viewCount + 1);

    await t.database.db
      .update(canvases)
      .set({ introduction: sql`jsonb_set(${canvases.introduction}, '{name}', '"Renamed Salon"')` })
      .where(eq(canvases.id, canvasId));
    expect((await visitorRead(slug)).response.json().canvasName).toBe('Renamed Salon');
  });

  it('is 404 at once when set private, expired, deleted or its canvas deleted', async () => {
    const hidden = await publicOpportunity('Hidden Salon');
    await visitorRead(hidden.slug);
    const status = await t.app.inject({
      method: 'PUT',
      url: '/api/opportunity/status',
      headers: hidden.owner.headers,
      payload: { id: hidden.id, status: 'private' },
    });
    expect(status.statusCode, status.body).toBe(200);
    const privateRead = await visitorRead(hidden.slug);
    expect(privateRead.response.statusCode).toBe(404);
    expect(privateRead.response.headers.etag).toBeUndefined();

    const expired = await publicOpportunity('Expired Salon');
    await visitorRead(expired.slug);
    await t.database.db
      .update(opportunities)
      .set({ expire: '2020-01-01' })
      .where(eq(opportunities.id, expired.id));
    expect((await visitorRead(expired.slug)).response.statusCode).toBe(404);

    const removed = await publicOpportunity('Removed Salon');
    await visitorRead(removed.slug);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/opportunity/${removed.id}`,
      headers: removed.owner.headers,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await visitorRead(removed.slug)).response.statusCode).toBe(404);

    const orphan = await publicOpportunity('Closed Salon');
    await visitorRead(orphan.slug);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/canvas/${orphan.canvasId}`,
      headers: orphan.owner.headers,
    });
    expect((await visitorRead(orphan.slug)).response.statusCode).toBe(404);
  });

  it('answers 304 for the current ETag, for visitors and signed-in readers', async () => {
    const { owner, id, slug } = await publicOpportunity('Conditional Salon');
    const etag = String((await visitorRead(slug)).response.headers.etag);
    const again = await visitorRead(slug, { 'if-none-match': etag });
    expect(again.response.statusCode).toBe(304);
    expect(again.response.body).toBe('');
    // No timestamp covers the counts: no Last-Modified, and a date alone is never a 304.
    expect(again.response.headers['last-modified']).toBeUndefined();
    const dated = await visitorRead(slug, { 'if-modified-since': new Date().toUTCString() });
    expect(dated.response.statusCode).toBe(200);

    const own = await readAs(id, owner);
    expect(own.json().canEdit).toBe(true);
    const ownAgain = await readAs(id, owner, { 'if-none-match': String(own.headers.etag) });
    expect(ownAgain.statusCode).toBe(304);
  });

  it("keeps a reader's bookmark and the editor's rights out of the visitor answer and back", async () => {
    const { owner, id, slug } = await publicOpportunity('Private Bits Salon');
    const reader = await person(t);
    const other = await person(t);
    await t.database.db.insert(opportunityBookmarks).values({ userId: reader.id, opportunityId: id });
    expect((await visitorRead(slug)).response.json()).toMatchObject({ isBookmarked: false, canEdit: false });
    expect((await readAs(slug, owner)).json()).toMatchObject({ canEdit: true });
    expect((await readAs(slug, reader)).json()).toMatchObject({ isBookmarked: true, canEdit: false });
    expect((await readAs(slug, other)).json()).toMatchObject({ isBookmarked: false, canEdit: false });
    const visitor = await visitorRead(slug);
    expect(visitor.hit).toBe(true);
    expect(visitor.response.json()).toMatchObject({ isBookmarked: false, canEdit: false });
  });
});
