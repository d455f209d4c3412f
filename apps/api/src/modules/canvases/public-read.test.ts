import { HIDDEN_PAYMENT_MODE_ID } from '@canvas/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { cachedReader, expectBuiltOnceThenCached, useTwoApiProcesses } from '../../../test/read-cache';
import { canvasBookmarks, canvases, paymentOrders, users } from '../../db/schema';
import { readCacheOf } from '../../lib/read-cache';
import { PUBLIC_CANVAS_READS } from './public-read';
import { createCanvas, type Person, person, publish, publishableStudent, readCanvas } from './testing';

const t = useTestApp();
const visitorRead = cachedReader(t, PUBLIC_CANVAS_READS, (slug: string) => `/api/canvas/${slug}`);

async function publicStudent(name = 'Maya Robinson') {
  const owner = await person(t, { target: 'studentCanvas' });
  const { id, slug } = await createCanvas(t, owner, publishableStudent(name));
  await publish(t, owner, id);
  return { owner, id, slug };
}

const save = (owner: Person, id: number, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/canvas/${id}`, headers: owner.headers, payload });

describe('GET /api/canvas/{slug} for visitors: cached by version', () => {
  it('builds the answer once, then serves the same bytes and ETag while nothing changes', async () => {
    const { slug } = await publicStudent('Cached Once');
    const { first, second } = await expectBuiltOnceThenCached(() => visitorRead(slug));
    expect(second.response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.response.json()).toMatchObject({ slug, canEdit: false, isBookmarked: false });
    // By id too, from the same entry.
    const byId = await visitorRead(String(second.response.json().id));
    expect(byId.hit).toBe(true);
    expect(byId.response.body).toBe(first.response.body);
  });

  it('answers a save on the next read', async () => {
    const { owner, id, slug } = await publicStudent('Saved Student');
    await visitorRead(slug);
    expect((await save(owner, id, { introduction: { title: 'Educator in Training' } })).statusCode).toBe(200);
    const after = await visitorRead(slug);
    expect(after.hit).toBe(false);
    expect(after.response.json().introduction.title).toBe('Educator in Training');
  });

  it('is 404 at once when made private, and back when published again; never from the cache', async () => {
    const { owner, id, slug } = await publicStudent('Hidden Student');
    await visitorRead(slug);
    await publish(t, owner, id, 'private');
    const hidden = await visitorRead(slug);
    expect(hidden.response.statusCode).toBe(404);
    expect(hidden.response.body).not.toContain('Hidden Student');
    expect(hidden.response.headers.etag).toBeUndefined();
    await publish(t, owner, id);
    expect((await visitorRead(slug)).response.statusCode).toBe(200);
  });

  it('is 404 at once when deleted', async () => {
    const { owner, id, slug } = await publicStudent('Deleted Student');
    await visitorRead(slug);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/canvas/${id}`,
      headers: owner.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect((await visitorRead(slug)).response.statusCode).toBe(404);
    expect((await visitorRead(String(id))).response.statusCode).toBe(404);
  });

  it("shows the owner's new name and picture at once", async () => {
    const { owner, slug } = await publicStudent('Renamed Owner');
    await visitorRead(slug);
    await t.database.db
      .update(users)
      .set({ firstName: 'Renata', avatar: '/media/avatar/new.jpg' })
      .where(eq(users.id, owner.id));
    const after = await visitorRead(slug);
    expect(after.hit).toBe(false);
    expect(after.response.json().owner).toMatchObject({
      firstName: 'Renata',
      avatar: '/media/avatar/new.jpg',
    });
  });

  it('sees a write to the row made anywhere else (another module, plain SQL)', async () => {
    const { id, slug } = await publicStudent('Written Elsewhere');
    await visitorRead(slug);
    // Like the Instagram connection: the document changes without the canvas service.
    await t.database.db
      .update(canvases)
      .set({ socialMedia: sql`jsonb_set(${canvases.socialMedia}, '{instagram}', '"maya.hair"')` })
      .where(eq(canvases.id, id));
    const after = await visitorRead(slug);
    expect(after.hit).toBe(false);
    expect(after.response.json().socialMedia.instagram).toBe('maya.hair');
  });

  it("shows a salon's plan change at once (the plan lives in payment_orders)", async () => {
    const owner = await person(t, { target: 'businessCanvas' });
    const { id, slug } = await createCanvas(t, owner, {
      type: 'business',
      introduction: { name: 'Plan Salon' },
    });
    await t.database.db
      .insert(paymentOrders)
      .values({ canvasId: id, status: 'succeeded', amount: 4900, jobCount: 3 });
    await t.database.db.update(canvases).set({ status: 'public' }).where(eq(canvases.id, id));
    expect((await visitorRead(slug)).response.json().job).toEqual({ now: 0, max: 3 });
    expect((await visitorRead(slug)).hit).toBe(true);
    await t.database.db
      .insert(paymentOrders)
      .values({ canvasId: id, status: 'succeeded', amount: 9900, jobCount: 10 });
    const after = await visitorRead(slug);
    expect(after.hit).toBe(false);
    expect(after.response.json()).toMatchObject({ job: { max: 10 }, payorder: { price: 9900 } });
    // No timestamp covers a salon's job count: only the ETag validates its answers.
    expect(after.response.headers['last-modified']).toBeUndefined();
  });
});

describe('conditional reads', () => {
  it('answers 304 with no body for the current ETag, and 200 once the canvas changed', async () => {
    const { owner, id, slug } = await publicStudent('Conditional Read');
    const first = await visitorRead(slug);
    const etag = String(first.response.headers.etag);
    const again = await visitorRead(slug, { 'if-none-match': etag });
    expect(again.response.statusCode).toBe(304);
    expect(again.response.body).toBe('');
    expect(again.response.headers.etag).toBe(etag);
    expect((await visitorRead(slug, { 'if-none-match': `"other", W/${etag}` })).response.statusCode).toBe(
      304,
    );
    await save(owner, id, { introduction: { title: 'Changed Title' } });
    const changed = await visitorRead(slug, { 'if-none-match': etag });
    expect(changed.response.statusCode).toBe(200);
    expect(changed.response.headers.etag).not.toBe(etag);
    expect(changed.response.json().introduction.title).toBe('Changed Title');
  });

  it('answers If-Modified-Since from the last change, to the second', async () => {
    const { id, slug } = await publicStudent('Dated Read');
    // An hour old, so the second the change happened in has passed.
    await t.database.db
      .update(canvases)
      .set({ updatedAt: sql`now() - interval '1 hour'`, publishedAt: sql`now() - interval '1 hour'` })
      .where(eq(canvases.id, id));
    await t.database.db
      .update(users)
      .set({ updatedAt: sql`now() - interval '2 hours'` })
      .where(
        eq(
          users.id,
          (await t.database.db.select().from(canvases).where(eq(canvases.id, id)))[0]?.ownerId ?? 0,
        ),
      );
    const first = await visitorRead(slug);
    const lastModified = String(first.response.headers['last-modified']);
    expect(Date.now() - Date.parse(lastModified)).toBeGreaterThan(59 * 60_000);
    const same = await visitorRead(slug, { 'if-modified-since': lastModified });
    expect(same.response.statusCode).toBe(304);
    expect(same.response.body).toBe('');
    const earlier = new Date(Date.parse(lastModified) - 1000).toUTCString();
    expect((await visitorRead(slug, { 'if-modified-since': earlier })).response.statusCode).toBe(200);
    // If-None-Match wins: a stale ETag is a 200 whatever the date says.
    const both = await visitorRead(slug, { 'if-none-match': '"stale"', 'if-modified-since': lastModified });
    expect(both.response.statusCode).toBe(200);
  });

  it('sends no Last-Modified in the second of an edit, so a second edit in it cannot hide', async () => {
    const { slug } = await publicStudent('Fresh Edit');
    const response = (await visitorRead(slug)).response;
    const header = response.headers['last-modified'];
    if (header !== undefined) expect(Date.parse(String(header))).toBeLessThanOrEqual(Date.now());
  });

  it("gives a signed-in reader's own answer an ETag too, and 304 for it", async () => {
    const { owner, id } = await publicStudent('Owner Conditional');
    const first = await readCanvas(t, id, owner);
    const etag = String(first.headers.etag);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/canvas/${id}`,
      headers: { ...owner.headers, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('no reader sees another reader’s fields', () => {
  it('keeps the owner view, a bookmark and hidden fields out of the cached visitor answer and back', async () => {
    const owner = await person(t, { target: 'studentCanvas' });
    const { id, slug } = await createCanvas(t, owner, {
      ...publishableStudent('Private Bits'),
      additionalInformation: { paymentModeId: HIDDEN_PAYMENT_MODE_ID },
    });
    await publish(t, owner, id);
    const reader = await person(t);
    const other = await person(t);
    await t.database.db.insert(canvasBookmarks).values({ userId: reader.id, canvasId: id });

    const visitor = (await visitorRead(slug)).response.json();
    expect(visitor).toMatchObject({ canEdit: false, isBookmarked: false });
    expect(visitor.additionalInformation.paymentMode).toBeNull();

    const ownerAnswer = (await readCanvas(t, slug, owner)).json();
    expect(ownerAnswer.canEdit).toBe(true);
    expect(ownerAnswer.additionalInformation.paymentMode?.optionId).toBe(HIDDEN_PAYMENT_MODE_ID);
    expect((await readCanvas(t, slug, reader)).json()).toMatchObject({ canEdit: false, isBookmarked: true });
    expect((await readCanvas(t, slug, other)).json()).toMatchObject({ canEdit: false, isBookmarked: false });

    const visitorAgain = await visitorRead(slug);
    expect(visitorAgain.hit).toBe(true);
    expect(visitorAgain.response.json()).toMatchObject({ canEdit: false, isBookmarked: false });
    expect(visitorAgain.response.json().additionalInformation.paymentMode).toBeNull();
    // The reader's ETag is their own answer's, not the visitor's.
    expect((await readCanvas(t, slug, reader)).headers.etag).not.toBe(visitorAgain.response.headers.etag);
  });
});

/**
 * Two API processes on one database: each app has its own cache, as two processes would. On the
 * PostgreSQL server (TEST_DATABASE_URL) they also have their own connections; on PGlite they share
 * the embedded database.
 */
describe('two API processes on one database', () => {
  const { apps, databases } = useTwoApiProcesses(t);

  it('shows an edit through A on the next read through B, and a private canvas is 404 on both', async () => {
    const [a, b] = apps;
    if (!a || !b) throw new Error('apps not built');
    const owner = await person({ app: a, database: databases[0] ?? t.database }, { target: 'studentCanvas' });
    const created = await a.inject({
      method: 'POST',
      url: '/api/canvas',
      headers: owner.headers,
      payload: publishableStudent('Two Processes'),
    });
    const { id, slug } = created.json<{ id: number; slug: string }>();
    await a.inject({ method: 'PUT', url: `/api/canvas/${id}/action/public`, headers: owner.headers });
    const visit = (app: typeof a) => app.inject({ method: 'GET', url: `/api/canvas/${slug}` });

    // Both caches hold the answer.
    for (let round = 0; round < 2; round += 1) {
      expect((await visit(a)).statusCode).toBe(200);
      expect((await visit(b)).statusCode).toBe(200);
    }
    expect(readCacheOf(b.deps, PUBLIC_CANVAS_READS).hits).toBeGreaterThan(0);

    const saved = await a.inject({
      method: 'PUT',
      url: `/api/canvas/${id}`,
      headers: owner.headers,
      payload: { introduction: { title: 'Seen Everywhere' } },
    });
    expect(saved.statusCode).toBe(200);
    expect((await visit(b)).json().introduction.title).toBe('Seen Everywhere');

    await a.inject({ method: 'PUT', url: `/api/canvas/${id}/action/private`, headers: owner.headers });
    expect((await visit(b)).statusCode).toBe(404);
    expect((await visit(a)).statusCode).toBe(404);

    await a.inject({ method: 'PUT', url: `/api/canvas/${id}/action/public`, headers: owner.headers });
    await a.inject({ method: 'DELETE', url: `/api/canvas/${id}`, headers: owner.headers });
    expect((await visit(b)).statusCode).toBe(404);
  });
});
