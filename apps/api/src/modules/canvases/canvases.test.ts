import {
  type Canvas,
  type CanvasSummary,
  ErrorCode,
  HIDDEN_PAYMENT_MODE_ID,
  type MyCanvas,
  messages,
} from '@canvas/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { canvases, canvasLocations, canvasMembers, paymentOrders } from '../../db/schema';
import {
  createCanvas,
  ownerView,
  type Person,
  person,
  publish,
  publishableStudent,
  readCanvas,
  storedRow,
} from './testing';

const t = useTestApp();

const austin = {
  uuid: 'loc-1',
  address: '500 Congress Ave',
  city: 'Austin',
  state: 'Texas',
  stateShort: 'TX',
  coordinates: [-97.7431, 30.2672] as [number, number],
};

describe('POST /api/canvas', () => {
  it('creates a draft with a readable slug from the name', async () => {
    const owner = await person(t);
    const { id, slug } = await createCanvas(t, owner, {
      type: 'student',
      introduction: { name: 'Zoë Ånderson' },
    });
    expect(slug).toBe('zoe-anderson');
    const canvas = await ownerView(t, owner, id);
    expect(canvas).toMatchObject({
      id,
      slug,
      type: 'student',
      status: 'draft',
      publishedAt: null,
      canEdit: true,
    });
    expect(canvas.owner.id).toBe(owner.id);
  });

  it('de-duplicates slugs with -2, -3 …', async () => {
    const owner = await person(t);
    const body = { type: 'professional' as const, introduction: { name: 'Harper Quinnell' } };
    const slugs = [];
    for (let i = 0; i < 3; i += 1) slugs.push((await createCanvas(t, owner, body)).slug);
    expect(slugs).toEqual(['harper-quinnell', 'harper-quinnell-2', 'harper-quinnell-3']);
  });

  it('gives concurrent saves of one name different slugs', async () => {
    const owner = await person(t);
    const body = { type: 'student' as const, introduction: { name: 'Rosalind Vega' } };
    const created = await Promise.all([1, 2, 3, 4].map(() => createCanvas(t, owner, body)));
    expect(new Set(created.map((canvas) => canvas.slug)).size).toBe(4);
    expect(created.map((canvas) => canvas.slug).sort()).toEqual([
      'rosalind-vega',
      'rosalind-vega-2',
      'rosalind-vega-3',
      'rosalind-vega-4',
    ]);
  });

  it("falls back to the owner's first and last name, and starts a person canvas with it", async () => {
    const owner = await person(t, { firstName: 'Imani', lastName: 'Okafor' });
    const { id, slug } = await createCanvas(t, owner, { type: 'student' });
    expect(slug).toMatch(/^imani-okafor(-\d+)?$/);
    expect((await ownerView(t, owner, id)).introduction.name).toBe('Imani Okafor');
  });

  it('never makes an all-digit slug (it would read as an id)', async () => {
    const owner = await person(t, { target: 'businessCanvas' });
    const { slug } = await createCanvas(t, owner, { type: 'business', introduction: { name: '2024' } });
    expect(slug).toBe('canvas-2024');
  });

  it('requires sign-in', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/canvas', payload: { type: 'student' } });
    expect(response.statusCode).toBe(401);
  });

  it('refuses an unknown type', async () => {
    const owner = await person(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/canvas',
      headers: owner.headers,
      payload: { type: 'salon' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().field).toBe('type');
  });
});

describe('GET /api/canvas/{id or slug}: who sees what', () => {
  type Reader = 'owner' | 'admin' | 'other' | 'visitor';
  type State = 'draft' | 'private' | 'public' | 'deleted';

  async function canvasIn(state: State) {
    const owner = await person(t);
    const { id, slug } = await createCanvas(t, owner, publishableStudent(`Matrix ${state} Person`));
    if (state === 'public' || state === 'private') await publish(t, owner, id, state);
    if (state === 'deleted') {
      await publish(t, owner, id);
      await t.app.inject({ method: 'DELETE', url: `/api/canvas/${id}`, headers: owner.headers });
    }
    return { owner, id, slug };
  }

  const expected: Record<State, Record<Reader, number>> = {
    draft: { owner: 200, admin: 200, other: 404, visitor: 404 },
    private: { owner: 200, admin: 200, other: 404, visitor: 404 },
    public: { owner: 200, admin: 200, other: 200, visitor: 200 },
    deleted: { owner: 404, admin: 404, other: 404, visitor: 404 },
  };
  const cases = (Object.keys(expected) as State[]).flatMap((state) =>
    (Object.keys(expected[state]) as Reader[]).map(
      (reader) => [state, reader, expected[state][reader]] as const,
    ),
  );

  it.each(cases)('%s canvas, %s reader → %i', async (state, readerKind, status) => {
    const { owner, id, slug } = await canvasIn(state);
    const readers: Record<Reader, Person | undefined> = {
      owner,
      admin: await person(t, { roleValue: 'administrator', target: null }),
      other: await person(t),
      visitor: undefined,
    };
    for (const ref of [id, slug]) {
      const response = await readCanvas(t, ref, readers[readerKind]);
      expect(response.statusCode).toBe(status);
      if (status === 404) {
        expect(response.json()).toEqual({ code: ErrorCode.notFound, message: messages.canvasNotFound });
      } else {
        expect(response.json<Canvas>().canEdit).toBe(readerKind === 'owner' || readerKind === 'admin');
      }
    }
  });

  it('lets a super admin read drafts too', async () => {
    const owner = await person(t);
    const { id } = await createCanvas(t, owner, { type: 'student' });
    const superAdmin = await person(t, { roleValue: 'super_admin', target: null });
    expect((await readCanvas(t, id, superAdmin)).statusCode).toBe(200);
  });

  it('answers 404 for ids and slugs that do not exist', async () => {
    expect((await readCanvas(t, 987654)).statusCode).toBe(404);
    expect((await readCanvas(t, 'nobody-has-this-slug')).statusCode).toBe(404);
  });

  it("treats an invalid bearer token on this public route as a visitor's request", async () => {
    const owner = await person(t);
    const { id } = await createCanvas(t, owner, publishableStudent());
    await publish(t, owner, id);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/canvas/${id}`,
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Canvas>().canEdit).toBe(false);
  });

  it("hides the 'Don't show' payment preference, members' emails and the account number from non-editors", async () => {
    const owner = await person(t);
    const { id } = await createCanvas(t, owner, {
      ...publishableStudent(),
      additionalInformation: { paymentModeId: HIDDEN_PAYMENT_MODE_ID },
      detail: { locations: [austin] },
    });
    // Members come only from invitations and the account number only from a retail-partner
    // account (team.test.ts): stored directly here.
    const stored = await storedRow(t, id);
    const location = stored?.detail.locations[0];
    if (!stored || !location) throw new Error('no location stored');
    const member = {
      uuid: 'm-1',
      type: 'employee' as const,
      role: 'Other' as const,
      permission: { permission: 'viewOnly' as const },
      memberUserId: null,
      email: 'invitee@example.com',
    };
    await t.database.db
      .update(canvases)
      .set({ detail: { ...stored.detail, scSalonId: 1234, locations: [{ ...location, members: [member] }] } })
      .where(eq(canvases.id, id));
    await publish(t, owner, id);
    const asOwner = await ownerView(t, owner, id);
    expect(asOwner.additionalInformation.paymentMode).toEqual({
      optionId: HIDDEN_PAYMENT_MODE_ID,
      name: "Don't show",
    });
    expect(asOwner.detail.locations[0]?.members).toHaveLength(1);
    expect(asOwner.detail.scSalonId).toBe(1234);
    const asVisitor = (await readCanvas(t, id)).json<Canvas>();
    expect(asVisitor.additionalInformation.paymentMode).toBeNull();
    expect(asVisitor.detail.scSalonId).toBeNull();
    expect(asVisitor.detail.locations[0]?.members).toEqual([]);
    expect(JSON.stringify(asVisitor)).not.toContain('invitee@example.com');
  });

  it('shows other payment preferences to everyone', async () => {
    const owner = await person(t);
    const { id } = await createCanvas(t, owner, {
      ...publishableStudent(),
      additionalInformation: { paymentModeId: 170 },
    });
    await publish(t, owner, id);
    expect((await readCanvas(t, id)).json<Canvas>().additionalInformation.paymentMode).toEqual({
      optionId: 170,
      name: 'Commission',
    });
  });
});

describe('PUT /api/canvas/{id}', () => {
  it('replaces the fields sent and keeps the ones not sent', async () => {
    const owner = await person(t);
    const { id } = await createCanvas(t, owner, {
      type: 'professional',
      introduction: { name: 'Nadia Brooks', title: 'Senior Colorist', description: 'Color is my language.' },
      socialMedia: { tiktok: '@nadiacolor' },
    });
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/canvas/${id}`,
      headers: owner.headers,
      payload: { introduction: { title: 'Color Director' }, bookingUrl: 'nadia.example.com' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const canvas = response.json<Canvas>();
    expect(canvas.introduction).toMatchObject({
      name: 'Nadia Brooks',
      title: 'Color Director',
      description: 'Color is my language.',
    });
    expect(canvas.socialMedia.tiktok).toBe('@nadiacolor');
    expect(canvas.bookingUrl).toBe('nadia.example.com');
  });

  it('bumps updated_at', async () => {
    const owner = await person(t);
    const { id } = await createCanvas(t, owner, { type: 'student' });
    await t.database.db
      .update(canvases)
      .set({ updatedAt: sql`now() - interval '3 days'` })
      .where(eq(canvases.id, id));
    const before = (await storedRow(t, id))?.updatedAt.getTime() ?? 0;
    await t.app.inject({
      method: 'PUT',
      url: `/api/canvas/${id}`,
      headers: owner.headers,
      payload: { introduction: { reason: 'To grow.' } },
    });
    expect((await storedRow(t, id))?.updatedAt.getTime()).toBeGreaterThan(before + 24 * 3600 * 1000);
  });

  it('writes the search projection and the location rows in the same save', async () => {
    const owner = await person(t);
    const { id } = await createCanvas(t, owner, { type: 'professional' });
    await t.app.inject({
      method: 'PUT',
      url: `/api/canvas/${id}`,
      headers: owner.headers,
      payload: {
        introduction: { name: 'Tiana Lewis', title: 'Balayage Specialist', yearOfExperience: 7 },
        detail: {
          locations: [austin, { uuid: 'loc-2', city: 'Nowhere' }],
          categories: [{ optionId: 4, licenseNumber: 'TX-1234', stateId: null }],
        },
        additionalInformation: {
          softwares: [{ optionId: null, name: 'vagaro' }],
          KPI: { combinedAverageTicket: 145, repeatClientRetention: 72 },
        },
      },
    });
    const row = await storedRow(t, id);
    expect(row).toMatchObject({
      searchName: 'tiana lewis balayage specialist',
      yearOfExperience: 7,
      licensed: true,
      categoryIds: [4],
      softwareIds: [300],
      averageTicket: 145,
      repeatRetention: 72,
    });
    expect(row?.searchText).toContain('Vagaro');
    const locations = await t.database.db
      .select()
      .from(canvasLocations)
      .where(eq(canvasLocations.canvasId, id));
    expect(locations).toEqual([{ canvasId: id, position: 0, latitude: 30.2672, longitude: -97.7431 }]);

    // Moving to another city replaces the rows.
    await t.app.inject({
      method: 'PUT',
      url: `/api/canvas/${id}`,
      headers: owner.headers,
      payload: { detail: { locations: [{ ...austin, city: 'Denver', coordinates: [-104.9903, 39.7392] }] } },
    });
    const moved = await t.database.db.select().from(canvasLocations).where(eq(canvasLocations.canvasId, id));
    expect(moved.map((location) => location.latitude)).toEqual([39.7392]);
  });

  it("lets an admin edit anyone's canvas", async () => {
    const owner = await person(t);
    const admin = await person(t, { roleValue: 'administrator', target: null });
    const { id } = await createCanvas(t, owner, { type: 'student' });
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/canvas/${id}`,
      headers: admin.headers,
      payload: { introduction: { title: 'Fixed by support' } },
    });
    expect(response.statusCode).toBe(200);
    expect((await ownerView(t, owner, id)).introduction.title).toBe('Fixed by support');
  });

  describe('outsiders are refused and nothing changes', () => {
    it('another user: 404 for a draft, 403 for a public canvas; a visitor: 401', async () => {
      const owner = await person(t);
      const other = await person(t);
      const { id } = await createCanvas(t, owner, publishableStudent('Kept Name'));
      const before = await storedRow(t, id);
      const attempt = (headers?: Person['headers']) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/canvas/${id}`,
          ...(headers ? { headers } : {}),
          payload: { introduction: { name: 'Hijacked' } },
        });

      expect((await attempt(other.headers)).statusCode).toBe(404);
      await publish(t, owner, id);
      const afterPublish = await storedRow(t, id);
      const forbidden = await attempt(other.headers);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json().code).toBe(ErrorCode.forbidden);
      expect((await attempt()).statusCode).toBe(401);

      const after = await storedRow(t, id);
      expect(after?.introduction.name).toBe('Kept Name');
      expect(after?.updatedAt).toEqual(afterPublish?.updatedAt);
      expect(before?.introduction).toEqual(after?.introduction);
    });
  });

  it('cannot change the owner, type or status through the body', async () => {
    const owner = await person(t);
    const other = await person(t);
    const { id } = await createCanvas(t, owner, { type: 'student' });
    await t.app.inject({
      method: 'PUT',
      url: `/api/canvas/${id}`,
      headers: owner.headers,
      payload: { ownerId: other.id, type: 'business', status: 'public', introduction: { title: 'x' } },
    });
    expect(await storedRow(t, id)).toMatchObject({ ownerId: owner.id, type: 'student', status: 'draft' });
  });
});

describe('PUT /api/canvas/{id}/action/{public|private}', () => {
  it('publishes a student canvas and sets published_at', async () => {
    const owner = await person(t);
    const { id } = await createCanvas(t, owner, publishableStudent());
    await publish(t, owner, id);
    const canvas = await ownerView(t, owner, id);
    expect(canvas.status).toBe('public');
    expect(canvas.publishedAt).not.toBeNull();
    await publish(t, owner, id, 'private');
    expect((await ownerView(t, owner, id)).status).toBe('private');
  });

  it("lists a student's missing School: 'The following fields are required: School'", async () => {
    const owner = await person(t);
    const { id } = await createCanvas(t, owner, { type: 'student' });
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/canvas/${id}/action/public`,
      headers: owner.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`${messages.educationStepRequired} School`);
    expect((await storedRow(t, id))?.status).toBe('draft');
  });

  it("needs a professional's Location", async () => {
    const owner = await person(t);
    const { id } = await createCanvas(t, owner, { type: 'professional' });
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/canvas/${id}/action/public`,
      headers: owner.headers,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(`${messages.educationStepRequired} Location`);
    await t.app.inject({
      method: 'PUT',
      url: `/api/canvas/${id}`,
      headers: owner.headers,
      payload: { detail: { locations: [austin] } },
    });
    await publish(t, owner, id);
  });

  it('lists every missing field of a business, and refuses a complete one without a paid plan (402)', async () => {
    const owner = await person(t, { target: 'businessCanvas' });
    const { id } = await createCanvas(t, owner, { type: 'business', introduction: { name: '' } });
    const missing = await t.app.inject({
      method: 'PUT',
      url: `/api/canvas/${id}/action/public`,
      headers: owner.headers,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(
      `${messages.educationStepRequired} Company name, Primary contact number, Location`,
    );
    await t.app.inject({
      method: 'PUT',
      url: `/api/canvas/${id}`,
      headers: owner.headers,
      payload: {
        introduction: { name: 'Studio Verbena' },
        detail: { primaryContactNumber: '5125550100', locations: [austin] },
      },
    });
    const unpaid = await t.app.inject({
      method: 'PUT',
      url: `/api/canvas/${id}/action/public`,
      headers: owner.headers,
    });
    expect(unpaid.statusCode).toBe(402);
    expect(unpaid.json()).toEqual({
      code: ErrorCode.paymentRequired,
      message: messages.publishNeedsSubscription,
    });
    expect((await storedRow(t, id))?.status).toBe('draft');
  });

  it('refuses a school canvas without a paid plan, naming School name when it is missing', async () => {
    const owner = await person(t, { target: 'schoolDashboard' });
    const { id } = await createCanvas(t, owner, { type: 'school' });
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/canvas/${id}/action/public`,
      headers: owner.headers,
    });
    expect(response.json().message).toContain('School name');
  });

  it('refuses outsiders and visitors and changes nothing', async () => {
    const owner = await person(t);
    const other = await person(t);
    const { id } = await createCanvas(t, owner, publishableStudent());
    await publish(t, owner, id);
    for (const [headers, status] of [
      [other.headers, 403],
      [undefined, 401],
    ] as const) {
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/canvas/${id}/action/private`,
        ...(headers ? { headers } : {}),
      });
      expect(response.statusCode).toBe(status);
    }
    expect((await storedRow(t, id))?.status).toBe('public');
  });
});

describe('DELETE /api/canvas/{id}', () => {
  it('is gone at once for everyone: 404 on read, missing from my list; the row waits for the purge', async () => {
    const owner = await person(t);
    const { id, slug } = await createCanvas(t, owner, publishableStudent());
    await publish(t, owner, id);
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/canvas/${id}`,
      headers: owner.headers,
    });
    expect(response.statusCode).toBe(200);
    expect((await readCanvas(t, slug)).statusCode).toBe(404);
    expect((await readCanvas(t, id, owner)).statusCode).toBe(404);
    const mine = await t.app.inject({
      method: 'POST',
      url: '/api/canvas/my/canvases',
      headers: owner.headers,
      payload: { status: 'all' },
    });
    expect(mine.json().list.map((canvas: CanvasSummary) => canvas.id)).not.toContain(id);
    expect((await storedRow(t, id))?.deletedAt).not.toBeNull();
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).not.toContain(`/canvas/${slug}<`);
    // Deleting again: it no longer exists.
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/canvas/${id}`, headers: owner.headers })).statusCode,
    ).toBe(404);
  });

  it('refuses outsiders and visitors and deletes nothing', async () => {
    const owner = await person(t);
    const other = await person(t);
    const { id } = await createCanvas(t, owner, publishableStudent());
    await publish(t, owner, id);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/canvas/${id}`, headers: other.headers })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/canvas/${id}` })).statusCode).toBe(401);
    expect((await storedRow(t, id))?.deletedAt).toBeNull();
  });
});

describe('POST /api/canvas/my/canvases', () => {
  it("lists only the caller's canvases, newest first, filtered by status and type, with completion", async () => {
    const owner = await person(t);
    const other = await person(t);
    await createCanvas(t, other, { type: 'student' });
    const draft = await createCanvas(t, owner, { type: 'professional', introduction: { name: 'Pro Draft' } });
    const live = await createCanvas(t, owner, publishableStudent('Live Student'));
    await publish(t, owner, live.id);

    const list = async (payload: object) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/canvas/my/canvases',
        headers: owner.headers,
        payload,
      });
      expect(response.statusCode).toBe(200);
      return response.json<{ list: CanvasSummary[] }>().list;
    };
    expect((await list({ status: 'all' })).map((canvas) => canvas.id)).toEqual([live.id, draft.id]);
    expect((await list({ status: 'public' })).map((canvas) => canvas.id)).toEqual([live.id]);
    expect((await list({ status: 'all', type: 'professional' })).map((canvas) => canvas.id)).toEqual([
      draft.id,
    ]);
    const [summary] = await list({ status: 'public' });
    expect(summary).toMatchObject({
      slug: live.slug,
      type: 'student',
      status: 'public',
      name: 'Live Student',
      title: 'Cosmetology Student',
      image: null,
    });
    // Name, title and an education: 3 of the 15 checks.
    expect(summary?.completion).toBe(20);
  });

  it('requires sign-in', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/canvas/my/canvases', payload: {} });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/canvas/my/canvases: for the dashboard switcher', () => {
  it("carries the caller's member role (null on their own), the plan's order and the job quota", async () => {
    const owner = await person(t, { target: 'businessCanvas' });
    const staff = await person(t, { target: 'personalCanvas' });
    const salon = await createCanvas(t, owner, {
      type: 'business',
      introduction: { name: 'Marigold & Mane' },
      detail: { locations: [austin] },
    });
    const unpaid = await createCanvas(t, owner, { type: 'business', introduction: { name: 'Unpaid Salon' } });
    const own = await createCanvas(t, staff, { type: 'professional' });
    await t.database.db
      .insert(paymentOrders)
      .values({ canvasId: salon.id, status: 'succeeded', amount: 4900, jobCount: 10 });
    await t.database.db.insert(canvasMembers).values([
      {
        canvasId: salon.id,
        locationUuid: austin.uuid,
        userId: staff.id,
        role: 'Non-admin',
        permission: 'viewOnly',
      },
      { canvasId: salon.id, locationUuid: 'loc-2', userId: staff.id, role: 'Admin', permission: 'canEdit' },
    ]);
    const list = async (who: Person) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/canvas/my/canvases',
        headers: who.headers,
        payload: { status: 'all' },
      });
      expect(response.statusCode).toBe(200);
      return response.json<{ list: MyCanvas[] }>().list;
    };
    const byId = (rows: MyCanvas[], id: number) => rows.find((row) => row.id === id);

    const ownerList = await list(owner);
    expect(byId(ownerList, salon.id)).toMatchObject({
      memberRole: null,
      payorder: { status: 'succeeded', price: 4900 },
      job: { now: 0, max: 10 },
    });
    expect(byId(ownerList, unpaid.id)).toMatchObject({
      memberRole: null,
      payorder: null,
      job: { now: 0, max: 0 },
    });

    const staffList = await list(staff);
    expect(staffList.map((row) => row.id).sort()).toEqual([salon.id, own.id].sort());
    // The strongest role over the locations the member belongs to.
    expect(byId(staffList, salon.id)).toMatchObject({ memberRole: 'Admin', job: { max: 10 } });
    expect(byId(staffList, own.id)).toMatchObject({ memberRole: null, payorder: null, job: null });
  });
});

describe('POST /api/canvas/upgrade/{id}', () => {
  it('turns a student canvas into a professional one with its categories', async () => {
    const owner = await person(t);
    const { id, slug } = await createCanvas(t, owner, publishableStudent());
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/canvas/upgrade/${id}`,
      headers: owner.headers,
      payload: {
        categories: [
          { optionId: -1 },
          { optionId: 1, licenseNumber: 'C-778', stateId: 643 },
          { optionId: 0, otherName: 'Scalp Therapist' },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ id, slug });
    const canvas = await ownerView(t, owner, id);
    expect(canvas.type).toBe('professional');
    expect(canvas.detail.categories).toMatchObject([
      { optionId: 1, name: 'Cosmetologist', licenseNumber: 'C-778', stateId: 643, stateName: 'Texas' },
      { optionId: 0, name: 'Scalp Therapist' },
    ]);
    expect((await storedRow(t, id))?.categoryIds).toEqual([1]);
  });

  it("answers 'please type at least one category' when no usable category is given", async () => {
    const owner = await person(t);
    const { id } = await createCanvas(t, owner, publishableStudent());
    for (const categories of [[], [{ optionId: -1 }], [{ optionId: 0, otherName: '  ' }]]) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/canvas/upgrade/${id}`,
        headers: owner.headers,
        payload: { categories },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        message: messages.upgradeCategoryRequired,
        field: 'categories',
      });
    }
    expect((await storedRow(t, id))?.type).toBe('student');
  });

  it('upgrades only student canvases', async () => {
    const owner = await person(t);
    const { id } = await createCanvas(t, owner, { type: 'professional' });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/canvas/upgrade/${id}`,
      headers: owner.headers,
      payload: { categories: [{ optionId: 3 }] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(messages.canvasTypeLocked);
  });

  it('refuses outsiders and visitors and changes nothing', async () => {
    const owner = await person(t);
    const other = await person(t);
    const { id } = await createCanvas(t, owner, publishableStudent());
    await publish(t, owner, id);
    const payload = { categories: [{ optionId: 3 }] };
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/canvas/upgrade/${id}`,
          headers: other.headers,
          payload,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/canvas/upgrade/${id}`, payload })).statusCode,
    ).toBe(401);
    expect((await storedRow(t, id))?.type).toBe('student');
  });
});

describe('sitemap', () => {
  it('lists public canvases and leaves drafts out', async () => {
    const owner = await person(t);
    const live = await createCanvas(t, owner, publishableStudent('Sitemap Public'));
    await publish(t, owner, live.id);
    const draft = await createCanvas(t, owner, publishableStudent('Sitemap Draft'));
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).toContain(`${t.config.publicUrl}/canvas/${live.slug}</loc>`);
    expect(sitemap.body).not.toContain(`/canvas/${draft.slug}</loc>`);
  });
});
