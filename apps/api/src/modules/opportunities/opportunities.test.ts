import { messages, type OpportunityInput } from '@canvas/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { outboxFor } from '../../../test/outbox';
import {
  opportunities,
  opportunityApplications,
  opportunityBookmarks,
  opportunityViews,
} from '../../db/schema';
import { createCanvas, type Person, person, publishableStudent } from '../canvases/testing';
import { sanitizeDescription } from './html';
import { downgradeBeyondQuota, normalizeApplyUrl } from './service';
import { completeOpportunity, postOpportunity, salonWithPlan, saveOpportunity } from './testing';

const t = useTestApp();

/** A salon with one location ('main') and a paid plan of `jobCount` opportunities. */
const salon = (jobCount = 1) => salonWithPlan(t, { jobCount });

async function post(caller: Person, body: OpportunityInput) {
  return t.app.inject({ method: 'POST', url: '/api/opportunity', headers: caller.headers, payload: body });
}

const posted = (caller: Person, body: OpportunityInput) => postOpportunity(t, caller, body);

const read = (idOrSlug: string | number, caller?: Person) =>
  t.app.inject({
    method: 'GET',
    url: `/api/opportunity/${idOrSlug}`,
    ...(caller ? { headers: caller.headers } : {}),
  });

const stored = async (id: number) =>
  (await t.database.db.select().from(opportunities).where(eq(opportunities.id, id)))[0];

async function applicant() {
  const student = await person(t, { target: 'studentCanvas' });
  await createCanvas(t, student, publishableStudent());
  return student;
}

describe('posting an opportunity', () => {
  it('creates a public one with a readable slug, https:// added and the default expiry', async () => {
    const { owner, canvasId } = await salon();
    const { id, slug } = await posted(owner, { ...completeOpportunity(canvasId), status: 'public' });
    expect(slug).toBe('stylist-marigold-mane');
    const response = await read(slug);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id,
      status: 'public',
      applyUrl: 'https://salon.example.com/apply',
      location: { uuid: 'main', address: '500 Congress Ave, Austin, TX 78701' },
      canvasName: 'Marigold & Mane',
      canEdit: false,
    });
    const today = new Date().toISOString().slice(0, 10);
    expect((Date.parse(body.expire) - Date.parse(today)) / 86_400_000).toBe(3650);
  });

  it('lists the missing required fields when publishing', async () => {
    const { owner, canvasId } = await salon();
    const response = await post(owner, {
      canvasId,
      status: 'public',
      jobTitle: { optionId: 0, name: 'Other' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(
      messages.opportunityMissingFields([
        messages.opportunityRequiredWebsite,
        messages.opportunityRequiredLocation,
        messages.opportunityRequiredCustomJobTitle,
        messages.opportunityRequiredDescription,
        messages.opportunityRequiredPaymentStructure,
        messages.opportunityRequiredThumbnail,
      ]),
    );
  });

  it('gives a job type named in the shared list its id, so the search can filter by it', async () => {
    const { owner, canvasId } = await salon();
    const known = await posted(owner, { canvasId, jobType: { optionId: null, name: 'booth rental' } });
    expect((await stored(known.id))?.jobType).toEqual({ optionId: 4, name: 'Booth Rental' });
    const free = await posted(owner, { canvasId, jobType: { optionId: 2, name: 'Weekend chair' } });
    expect((await stored(free.id))?.jobType).toEqual({ optionId: null, name: 'Weekend chair' });
  });

  it('saves an incomplete private draft', async () => {
    const { owner, canvasId } = await salon();
    const { id } = await posted(owner, { canvasId });
    expect((await stored(id))?.status).toBe('private');
  });

  it('answers the quota message when the plan is used up', async () => {
    const { owner, canvasId } = await salon(1);
    await posted(owner, { ...completeOpportunity(canvasId), status: 'public' });
    const response = await post(owner, { ...completeOpportunity(canvasId), status: 'public' });
    expect(response.statusCode).toBe(402);
    expect(response.json().message).toBe(messages.opportunityQuotaReached(t.app.deps.config.supportEmail));
    const canvas = await t.app.inject({
      method: 'GET',
      url: `/api/canvas/${canvasId}`,
      headers: owner.headers,
    });
    expect(canvas.json().job).toEqual({ now: 1, max: 1 });
  });

  it('refuses a canvas without a plan to publish', async () => {
    const { owner, canvasId } = await salon(0);
    const response = await post(owner, { ...completeOpportunity(canvasId), status: 'public' });
    expect(response.statusCode).toBe(402);
  });

  it('refuses person canvases as posters', async () => {
    const student = await person(t, { target: 'studentCanvas' });
    const { id } = await createCanvas(t, student, publishableStudent());
    const response = await post(student, { canvasId: id });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(messages.opportunityCanvasNotPoster);
  });

  it('refuses a location that is not one of the canvas', async () => {
    const { owner, canvasId } = await salon();
    const response = await post(owner, { ...completeOpportunity(canvasId), locationUuid: 'elsewhere' });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(messages.opportunityLocationNotOfCanvas);
  });

  it('refuses outsiders (the draft canvas is not theirs to see) and visitors, creating nothing', async () => {
    const { canvasId } = await salon();
    const outsider = await person(t);
    const before = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(opportunities);
    expect((await post(outsider, completeOpportunity(canvasId))).statusCode).toBe(404);
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/opportunity',
      payload: completeOpportunity(canvasId),
    });
    expect(visitor.statusCode).toBe(401);
    const after = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(opportunities);
    expect(after).toEqual(before);
  });
});

describe('staff-only fields', () => {
  it.each([
    ['competition', { competition: true }],
    ['national', { validForAllState: true }],
    ['brand type', { brand: 'National Brand' as const }],
  ])('refuses %s from a canvas owner', async (_name, extra) => {
    const { owner, canvasId } = await salon();
    const response = await post(owner, { ...completeOpportunity(canvasId), ...extra });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(messages.opportunityStaffOnly);
  });

  it('lets a platform admin set them, and the owner keep them on a save', async () => {
    const { owner, canvasId } = await salon();
    const admin = await person(t, { roleValue: 'administrator', target: 'admin' });
    const { id } = await posted(admin, {
      ...completeOpportunity(canvasId),
      locationUuid: null,
      validForAllState: true,
      competition: true,
      brand: 'Mentorship',
    });
    expect(await stored(id)).toMatchObject({
      validForAllState: true,
      competition: true,
      brand: 'Mentorship',
    });
    const save = await saveOpportunity(t, owner, canvasId, id, {
      locationUuid: null,
      validForAllState: true,
      competition: true,
      brand: 'Mentorship',
      jobTitle: { optionId: 4, name: 'Colorist' },
    });
    expect(save.statusCode, save.body).toBe(200);
    const change = await saveOpportunity(t, owner, canvasId, id);
    expect(change.statusCode).toBe(403);
    expect(await stored(id)).toMatchObject({ validForAllState: true, competition: true });
  });
});

describe('the rich description', () => {
  it('keeps the toolbar formatting and drops scripts and handlers', () => {
    const dirty =
      '<p style="text-align: center; color: #ff0000; position: fixed">Hi <strong>there</strong><script>alert(1)</script></p>' +
      '<img src="https://x.example/a.png" onerror="alert(1)"><a href="javascript:alert(1)">x</a><iframe src="https://evil"></iframe>';
    const clean = sanitizeDescription(dirty);
    expect(clean).toContain('<strong>there</strong>');
    expect(clean).toContain('text-align:center');
    expect(clean).not.toMatch(/script|onerror|javascript|iframe|position/);
  });

  it('is stored sanitized', async () => {
    const { owner, canvasId } = await salon();
    const { id } = await posted(owner, {
      ...completeOpportunity(canvasId),
      editor: '<p onclick="x()">Hello</p><script>x()</script>',
    });
    expect((await stored(id))?.editor).toBe('<p>Hello</p>');
  });

  it('adds https:// to an apply link without a scheme and refuses other schemes', () => {
    expect(normalizeApplyUrl('jobs.example.com')).toBe('https://jobs.example.com');
    expect(normalizeApplyUrl('http://jobs.example.com')).toBe('http://jobs.example.com');
    expect(() => normalizeApplyUrl('javascript:alert(1)')).toThrow();
  });
});

describe('reading and changing status', () => {
  it('shows drafts only to the canvas editors and admins', async () => {
    const { owner, canvasId } = await salon();
    const { id, slug } = await posted(owner, completeOpportunity(canvasId));
    expect((await read(slug)).statusCode).toBe(404);
    expect((await read(id, await person(t))).statusCode).toBe(404);
    const mine = await read(id, owner);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().canEdit).toBe(true);
    const admin = await person(t, { roleValue: 'administrator', target: 'admin' });
    expect((await read(id, admin)).statusCode).toBe(200);
  });

  it('hides expired ones and refuses to make them public', async () => {
    const { owner, canvasId } = await salon();
    const { id } = await posted(owner, { ...completeOpportunity(canvasId), status: 'public' });
    await t.database.db
      .update(opportunities)
      .set({ expire: '2020-01-01', status: 'private' })
      .where(eq(opportunities.id, id));
    expect((await read(id)).statusCode).toBe(404);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/opportunity/status',
      headers: owner.headers,
      payload: { id, status: 'public' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(messages.opportunityExpired);
  });

  it('publishes within the quota and refuses beyond it', async () => {
    const { owner, canvasId } = await salon(1);
    const first = await posted(owner, completeOpportunity(canvasId));
    const second = await posted(owner, completeOpportunity(canvasId));
    const setStatus = (id: number, status: 'public' | 'private', caller = owner) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/opportunity/status',
        headers: caller.headers,
        payload: { id, status },
      });
    expect((await setStatus(first.id, 'public')).statusCode).toBe(200);
    const refused = await setStatus(second.id, 'public');
    expect(refused.statusCode).toBe(402);
    expect(refused.json().message).toBe(messages.opportunityQuotaReached(t.app.deps.config.supportEmail));
    const outsider = await person(t);
    expect((await setStatus(first.id, 'private', outsider)).statusCode).toBe(403);
    expect((await stored(first.id))?.status).toBe('public');
  });

  it('deletes only for its editors', async () => {
    const { owner, canvasId } = await salon();
    const { id } = await posted(owner, { ...completeOpportunity(canvasId), status: 'public' });
    const outsider = await person(t);
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/opportunity/${id}`,
      headers: outsider.headers,
    });
    expect(refused.statusCode).toBe(403);
    expect(await stored(id)).toBeDefined();
    const done = await t.app.inject({
      method: 'DELETE',
      url: `/api/opportunity/${id}`,
      headers: owner.headers,
    });
    expect(done.statusCode).toBe(200);
    expect(await stored(id)).toBeUndefined();
  });

  it("lists a canvas's public ones and its posted list by tab", async () => {
    const { owner, canvasId } = await salon(2);
    const live = await posted(owner, { ...completeOpportunity(canvasId), status: 'public' });
    await posted(owner, completeOpportunity(canvasId));
    const belong = await t.app.inject({ method: 'GET', url: `/api/opportunity/belongto/${canvasId}` });
    expect(belong.json().list.map((o: { id: number }) => o.id)).toEqual([live.id]);
    const list = (status: string, caller = owner) =>
      t.app.inject({
        method: 'POST',
        url: '/api/opportunity/my/posted',
        headers: caller.headers,
        payload: { canvasId, status },
      });
    expect((await list('all')).json().count).toBe(2);
    expect((await list('inactive')).json().count).toBe(1);
    expect((await list('all', await person(t))).statusCode).toBe(404);
  });
});

describe('similar opportunities', () => {
  it('lists public, unexpired others of the same job title or category, not itself; 404 for an unreadable one', async () => {
    const { owner, canvasId } = await salon(4);
    // A title no other test posts, so their public opportunities are not similar to these.
    const title = { optionId: null, name: 'Balayage Specialist' };
    const first = await posted(owner, {
      ...completeOpportunity(canvasId),
      jobTitle: title,
      status: 'public',
    });
    const alike = await posted(owner, {
      ...completeOpportunity(canvasId),
      jobTitle: title,
      status: 'public',
    });
    await posted(owner, {
      ...completeOpportunity(canvasId),
      jobTitle: { optionId: 9, name: 'Receptionist' },
      status: 'public',
    });
    const hidden = await posted(owner, { ...completeOpportunity(canvasId), jobTitle: title });
    const similar = (id: number) => t.app.inject({ method: 'GET', url: `/api/opportunity/similar/${id}` });
    const answer = await similar(first.id);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().list.map((o: { id: number }) => o.id)).toEqual([alike.id]);
    expect((await similar(hidden.id)).statusCode).toBe(404);
  });
});

describe('views', () => {
  it('counts a visitor once a day and ignores bots', async () => {
    const { owner, canvasId } = await salon();
    const { id } = await posted(owner, { ...completeOpportunity(canvasId), status: 'public' });
    const view = (agent: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/opportunity/addview',
        headers: { 'user-agent': agent },
        payload: { id },
      });
    const browser = 'Mozilla/5.0 (Macintosh) Safari/605.1.15';
    expect((await view(browser)).json()).toEqual({ counted: true });
    expect((await view(browser)).json()).toEqual({ counted: false });
    expect((await view('Googlebot/2.1')).json()).toEqual({ counted: false });
    const details = await t.app.inject({
      method: 'GET',
      url: `/api/opportunity/opp-view-details/${id}`,
      headers: owner.headers,
    });
    expect(details.json().viewsPerDay.map((point: { count: number }) => point.count)).toEqual([1]);
    const outsider = await person(t);
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/opportunity/opp-view-details/${id}`,
      headers: outsider.headers,
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('applying and withdrawing', () => {
  it('applies once, lists it, and refuses a second application', async () => {
    const { owner, canvasId } = await salon();
    const { id } = await posted(owner, { ...completeOpportunity(canvasId), status: 'public' });
    const student = await applicant();
    const applyOnce = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/opportunity/apply',
        headers: student.headers,
        payload: { id, message: 'Hello' },
      });
    expect((await applyOnce()).statusCode).toBe(200);
    const twice = await applyOnce();
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(messages.alreadyApplied);
    const asked = await t.app.inject({
      method: 'GET',
      url: '/api/opportunity/my/asked',
      headers: student.headers,
    });
    expect(asked.json().list).toHaveLength(1);
    expect(asked.json().list[0]).toMatchObject({
      applyStatus: 'applied',
      opportunity: { id, applicants: 1 },
    });
  });

  it('refuses someone without a student or professional canvas', async () => {
    const { owner, canvasId } = await salon();
    const { id } = await posted(owner, { ...completeOpportunity(canvasId), status: 'public' });
    const nobody = await person(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/opportunity/apply',
      headers: nobody.headers,
      payload: { id },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(messages.applyNeedsCanvas);
  });

  it("withdraws one's own application and emails the poster; someone else's is refused", async () => {
    const { owner, canvasId } = await salon();
    const { id } = await posted(owner, { ...completeOpportunity(canvasId), status: 'public' });
    const student = await applicant();
    await t.app.inject({
      method: 'POST',
      url: '/api/opportunity/apply',
      headers: student.headers,
      payload: { id },
    });
    const other = await applicant();
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/opportunity/withdraw',
      headers: other.headers,
      payload: { id, msg: 'bye' },
    });
    expect(refused.statusCode).toBe(404);
    const asked = await t.app.inject({
      method: 'GET',
      url: '/api/opportunity/my/asked',
      headers: student.headers,
    });
    expect(asked.json().list[0].applyStatus).toBe('applied');
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/opportunity/withdraw',
      headers: student.headers,
      payload: { id, msg: 'Found a place, thank you' },
    });
    expect(done.statusCode).toBe(200);
    // The owner also got the application's email (hiring's onApplied): pick the withdrawal's.
    const email = (await outboxFor(t.app, owner.email)).find(
      (message) => message.template === 'msg_to_job_poster',
    );
    expect(email?.subject).toContain('withdrew their application for Stylist');
    expect(email?.text).toContain('Found a place, thank you');
  });
});

describe('bookmarks', () => {
  it('bookmarks a visible opportunity with a note and refuses a hidden one', async () => {
    const { owner, canvasId } = await salon();
    const live = await posted(owner, { ...completeOpportunity(canvasId), status: 'public' });
    const draft = await posted(owner, completeOpportunity(canvasId));
    const reader = await person(t);
    const add = (id: number) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/bookmark/opportunity/${id}/add`,
        headers: reader.headers,
        payload: { note: 'nice' },
      });
    expect((await add(live.id)).json()).toEqual({ bookmarked: true });
    expect((await read(live.id, reader)).json().isBookmarked).toBe(true);
    expect((await add(draft.id)).statusCode).toBe(404);
  });
});

// billing's onQuotaLowered (renewals.ts) calls downgradeBeyondQuota inside its transaction.
describe('a lowered quota', () => {
  it('sets the newest active opportunities beyond the new max to downgrade', async () => {
    const { owner, canvasId } = await salon(3);
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1)
      ids.push((await posted(owner, { ...completeOpportunity(canvasId), status: 'public' })).id);
    await t.database.db.transaction((tx) => downgradeBeyondQuota(tx, canvasId, 1));
    const statuses = await Promise.all(ids.map(async (id) => (await stored(id))?.status));
    expect(statuses).toEqual(['public', 'downgrade', 'downgrade']);
  });
});

describe('admin removal (spec 3 §7 DELETE /opportunity/remove/{id})', () => {
  /** A public opportunity with an application, a view and a bookmark. */
  async function withActivity() {
    const { owner, canvasId } = await salon();
    const { id } = await posted(owner, { ...completeOpportunity(canvasId), status: 'public' });
    const student = await applicant();
    const apply = await t.app.inject({
      method: 'POST',
      url: '/api/opportunity/apply',
      headers: student.headers,
      payload: { id, message: 'Hello' },
    });
    expect(apply.statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/api/opportunity/addview',
      headers: { ...student.headers, 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0' },
      payload: { id },
    });
    await t.app.inject({
      method: 'PUT',
      url: `/api/bookmark/opportunity/${id}/add`,
      headers: student.headers,
      payload: {},
    });
    return { owner, student, id };
  }

  const activity = async (id: number) => {
    const { db } = t.database;
    const [applications, views, bookmarks] = await Promise.all([
      db.select().from(opportunityApplications).where(eq(opportunityApplications.opportunityId, id)),
      db.select().from(opportunityViews).where(eq(opportunityViews.opportunityId, id)),
      db.select().from(opportunityBookmarks).where(eq(opportunityBookmarks.opportunityId, id)),
    ]);
    return { applications: applications.length, views: views.length, bookmarks: bookmarks.length };
  };

  const remove = (id: number, caller?: Person) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/opportunity/remove/${id}`,
      ...(caller ? { headers: caller.headers } : {}),
    });

  it('lets a platform admin remove any opportunity with its applications, views and bookmarks', async () => {
    const { id } = await withActivity();
    expect(await activity(id)).toEqual({ applications: 1, views: 1, bookmarks: 1 });
    const admin = await person(t, { roleValue: 'administrator', target: 'admin' });
    const response = await remove(id, admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(await stored(id)).toBeUndefined();
    expect(await activity(id)).toEqual({ applications: 0, views: 0, bookmarks: 0 });
    expect((await read(id)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown id', async () => {
    const admin = await person(t, { roleValue: 'administrator', target: 'admin' });
    const response = await remove(2_000_000_000, admin);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(messages.opportunityNotFound);
  });

  it('refuses the owner, another user and a visitor, changing nothing', async () => {
    const { owner, student, id } = await withActivity();
    expect((await remove(id, owner)).statusCode).toBe(403);
    expect((await remove(id, student)).statusCode).toBe(403);
    expect((await remove(id)).statusCode).toBe(401);
    expect(await stored(id)).toBeDefined();
    expect(await activity(id)).toEqual({ applications: 1, views: 1, bookmarks: 1 });
  });
});

// Meant for the PostgreSQL server (TEST_DATABASE_URL), where the two requests run on two
// connections at once; on PGlite the transactions queue and the outcome must be the same.
describe('the job quota under concurrent publishes', () => {
  const setStatus = (id: number, caller: Person) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/opportunity/status',
      headers: caller.headers,
      payload: { id, status: 'public' },
    });

  it('lets exactly one of two posts at once take the last slot', async () => {
    const { owner, canvasId } = await salon(2);
    await posted(owner, { ...completeOpportunity(canvasId), status: 'public' });
    const responses = await Promise.all([
      post(owner, { ...completeOpportunity(canvasId), status: 'public' }),
      post(owner, { ...completeOpportunity(canvasId), status: 'public' }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 402]);
    const refused = responses.find((response) => response.statusCode === 402);
    expect(refused?.json().message).toBe(messages.opportunityQuotaReached(t.app.deps.config.supportEmail));
    const rows = await t.database.db.select().from(opportunities).where(eq(opportunities.canvasId, canvasId));
    expect(rows.filter((row) => row.status === 'public')).toHaveLength(2);
  });

  it('lets exactly one of two drafts set public at once take the last slot', async () => {
    const { owner, canvasId } = await salon(1);
    const first = await posted(owner, completeOpportunity(canvasId));
    const second = await posted(owner, completeOpportunity(canvasId));
    const responses = await Promise.all([setStatus(first.id, owner), setStatus(second.id, owner)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 402]);
    const refused = responses.find((response) => response.statusCode === 402);
    expect(refused?.json().message).toBe(messages.opportunityQuotaReached(t.app.deps.config.supportEmail));
    const statuses = [(await stored(first.id))?.status, (await stored(second.id))?.status].sort();
    expect(statuses).toEqual(['private', 'public']);
  });

  it('lets exactly one of a save as public and a status change at once take the last slot', async () => {
    const { owner, canvasId } = await salon(1);
    const first = await posted(owner, completeOpportunity(canvasId));
    const second = await posted(owner, completeOpportunity(canvasId));
    const responses = await Promise.all([
      saveOpportunity(t, owner, canvasId, first.id, { status: 'public' }),
      setStatus(second.id, owner),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 402]);
    const canvas = await t.app.inject({
      method: 'GET',
      url: `/api/canvas/${canvasId}`,
      headers: owner.headers,
    });
    expect(canvas.json().job).toEqual({ now: 1, max: 1 });
  });
});
