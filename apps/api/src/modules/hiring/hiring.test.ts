import { type ApplicantsResult, messages } from '@canvas/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { outboxFor } from '../../../test/outbox';
import { notifications, opportunityApplications, opportunityViews, users } from '../../db/schema';
import { type Person, person } from '../canvases/testing';
import { MEDIAN_MIN_SAMPLES, onWithdrawn } from './service';
import {
  addMember,
  applicantOf,
  postOpportunity,
  SALON_ADDRESS,
  salonWithOpportunity,
  storedApplication,
} from './testing';

const t = useTestApp();

const hiringDeps = () => ({
  db: t.database.db,
  jobs: t.app.deps.jobs,
  publicUrl: t.config.publicUrl,
  supportEmail: t.config.supportEmail,
});

const call = (url: string, who: Person | undefined, payload: object) =>
  t.app.inject({ method: 'POST', url, ...(who ? { headers: who.headers } : {}), payload });

const applicants = (who: Person | undefined, payload: object) =>
  call('/api/opportunity/applicants', who, payload);
const setStatus = (who: Person | undefined, payload: object) =>
  call('/api/opportunity/applicant-status', who, payload);

async function listFor(who: Person, payload: object): Promise<ApplicantsResult> {
  const response = await applicants(who, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const notificationsOf = (userId: number) =>
  t.database.db.select().from(notifications).where(eq(notifications.userId, userId));

describe('POST /api/opportunity/applicants', () => {
  it("lists the opportunity's applicants with their canvas, location and status, withdrawn and pending ones included", async () => {
    const { owner, opportunityId } = await salonWithOpportunity(t);
    const maya = await applicantOf(t, opportunityId, {
      firstName: 'Maya',
      lastName: 'Robinson',
      city: 'Dallas',
    });
    const pending = await applicantOf(t, opportunityId, {
      firstName: 'Pia',
      lastName: 'Draft',
      pending: true,
    });
    const leaving = await applicantOf(t, opportunityId, { firstName: 'Lee', lastName: 'Gone' });
    const withdrawn = await t.app.inject({
      method: 'POST',
      url: '/api/opportunity/withdraw',
      headers: leaving.candidate.headers,
      payload: { id: opportunityId, msg: 'Found another job' },
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    await t.database.db.update(users).set({ phone: '+15125550100' }).where(eq(users.id, maya.candidate.id));

    const result = await listFor(owner, { id: opportunityId });
    expect(result.applicants.count).toBe(3);
    expect(result.competition).toBe(false);
    const byName = new Map(result.applicants.list.map((row) => [row.firstName, row]));
    expect(byName.get('Maya')).toMatchObject({
      applyId: maya.applyId,
      userId: maya.candidate.id,
      canvasId: maya.canvasId,
      lastName: 'Robinson',
      phoneNumber: '+15125550100',
      location: 'Dallas, TX',
      status: 'applied',
      pending: false,
      adminSubmittedToHiringManager: null,
      scheduledAt: null,
    });
    expect(byName.get('Pia')).toMatchObject({ applyId: pending.applyId, pending: true });
    expect(byName.get('Lee')).toMatchObject({ status: 'withdrawed' });
    // Newest application first by default.
    expect(result.applicants.list.map((row) => row.firstName)).toEqual(['Lee', 'Pia', 'Maya']);
    expect(result.statistics).toEqual({ applyCount: 2, offerCount: 0, interviewCount: 0, viewCount: 0 });
    expect(result.medianResponseHours).toBeNull();
  });

  it('finds applicants by first, last or full name, and by status', async () => {
    const { owner, opportunityId } = await salonWithOpportunity(t);
    await applicantOf(t, opportunityId, { firstName: 'Maya', lastName: 'Robinson' });
    const jo = await applicantOf(t, opportunityId, { firstName: 'Jordan', lastName: 'Ellis' });
    await applicantOf(t, opportunityId, { firstName: 'Ana', lastName: '100%_Real' });
    const names = async (payload: object) =>
      (await listFor(owner, { id: opportunityId, ...payload })).applicants.list.map((row) => row.firstName);
    expect(await names({ keyword: 'rob' })).toEqual(['Maya']);
    expect(await names({ keyword: 'JORDAN ell' })).toEqual(['Jordan']);
    expect(await names({ keyword: '100%_' })).toEqual(['Ana']);
    expect(await names({ keyword: '%' })).toEqual(['Ana']);
    await t.database.db
      .update(opportunityApplications)
      .set({ status: 'interviewing' })
      .where(eq(opportunityApplications.id, jo.applyId));
    const filtered = await listFor(owner, { id: opportunityId, status: 'interviewing' });
    expect(filtered.applicants.list.map((row) => row.firstName)).toEqual(['Jordan']);
    expect(filtered.applicants.count).toBe(1);
  });

  it('sorts by location, date applied, status and the hiring-manager flag, and pages', async () => {
    const { owner, opportunityId } = await salonWithOpportunity(t);
    const a = await applicantOf(t, opportunityId, { firstName: 'A', city: 'Waco' });
    const b = await applicantOf(t, opportunityId, { firstName: 'B', city: 'Austin' });
    const c = await applicantOf(t, opportunityId, { firstName: 'C', city: 'Houston' });
    await t.database.db
      .update(opportunityApplications)
      .set({ status: 'notAFit', submittedToHiringManager: true })
      .where(eq(opportunityApplications.id, b.applyId));
    await t.database.db
      .update(opportunityApplications)
      .set({ status: 'hired' })
      .where(eq(opportunityApplications.id, a.applyId));
    const order = async (field: string, direction: 'asc' | 'desc') =>
      (await listFor(owner, { id: opportunityId, orderBy: { field, direction } })).applicants.list.map(
        (row) => row.firstName,
      );
    expect(await order('location', 'asc')).toEqual(['B', 'C', 'A']);
    expect(await order('applyDate', 'asc')).toEqual(['A', 'B', 'C']);
    expect(await order('status', 'asc')).toEqual(['C', 'A', 'B']);
    expect((await order('submittedToHiringManager', 'desc'))[0]).toBe('B');

    const more = await Promise.all(
      Array.from({ length: 24 }, (_, index) => applicantOf(t, opportunityId, { firstName: `P${index}` })),
    );
    expect(more).toHaveLength(24);
    const first = await listFor(owner, { id: opportunityId });
    expect(first.applicants.list).toHaveLength(25);
    expect(first.applicants.count).toBe(27);
    const second = await listFor(owner, { id: opportunityId, page: 2 });
    expect(second.applicants.list).toHaveLength(2);
    expect(c.applyId).toBeGreaterThan(0);
  });

  it('takes the page sizes 25, 50, 100, 200 and 400 only', async () => {
    const { owner, opportunityId } = await salonWithOpportunity(t);
    for (const size of [25, 50, 100, 200, 400]) {
      expect((await applicants(owner, { id: opportunityId, size })).statusCode).toBe(200);
    }
    expect((await applicants(owner, { id: opportunityId, size: 30 })).statusCode).toBe(422);
  });

  it("counts offers (pending, accepted, declined, hired), interviews and the opportunity's views", async () => {
    const { owner, opportunityId } = await salonWithOpportunity(t);
    const statuses = [
      'offerPending',
      'offerAccepted',
      'offerDeclined',
      'hired',
      'scheduledInterviewDate',
      'interviewing',
      'interviewed',
      'scheduledTechDemonstration',
      'notAFit',
      'beingScreened',
    ];
    for (const [index, status] of statuses.entries()) {
      const { applyId } = await applicantOf(t, opportunityId, { firstName: `S${index}` });
      await t.database.db
        .update(opportunityApplications)
        .set({ status })
        .where(eq(opportunityApplications.id, applyId));
    }
    await t.database.db.insert(opportunityViews).values([
      { opportunityId, day: '2026-01-01', visitor: 'v:1' },
      { opportunityId, day: '2026-01-02', visitor: 'v:1' },
      { opportunityId, day: '2026-01-02', visitor: 'v:2' },
    ]);
    const { statistics } = await listFor(owner, { id: opportunityId });
    expect(statistics).toEqual({ applyCount: 10, offerCount: 4, interviewCount: 4, viewCount: 3 });
  });

  it(`gives the median hours from application to first response once ${MEDIAN_MIN_SAMPLES} were answered`, async () => {
    const { owner, opportunityId } = await salonWithOpportunity(t);
    const hours = [1, 2, 10, 30, 50];
    const rows = [];
    for (const [index] of hours.entries())
      rows.push(await applicantOf(t, opportunityId, { firstName: `M${index}` }));
    const answer = async (applyId: number, afterHours: number) =>
      t.database.db
        .update(opportunityApplications)
        .set({
          createdAt: sql`now() - interval '100 hours'`,
          firstResponseAt: sql`now() - interval '100 hours' + make_interval(hours => ${afterHours})`,
        })
        .where(eq(opportunityApplications.id, applyId));
    for (const [index, row] of rows.slice(0, 4).entries()) await answer(row.applyId, hours[index] ?? 0);
    expect((await listFor(owner, { id: opportunityId })).medianResponseHours).toBeNull();
    const last = rows[4];
    if (!last) throw new Error('missing applicant');
    await answer(last.applyId, 50);
    expect((await listFor(owner, { id: opportunityId })).medianResponseHours).toBe(10);

    // Applied again after a withdrawal: the answer to the old application is no sample.
    const again = await applicantOf(t, opportunityId, { firstName: 'Again' });
    await t.database.db
      .update(opportunityApplications)
      .set({ firstResponseAt: sql`now() - interval '3 days'` })
      .where(eq(opportunityApplications.id, again.applyId));
    expect((await listFor(owner, { id: opportunityId })).medianResponseHours).toBe(10);
  });

  it("shows platform admins the 'Submitted to Hiring Manager' flag, and nobody else", async () => {
    const { owner, opportunityId } = await salonWithOpportunity(t);
    const { applyId } = await applicantOf(t, opportunityId);
    await t.database.db
      .update(opportunityApplications)
      .set({ submittedToHiringManager: true })
      .where(eq(opportunityApplications.id, applyId));
    const admin = await person(t, { roleValue: 'administrator', target: 'admin' });
    expect(
      (await listFor(admin, { id: opportunityId })).applicants.list[0]?.adminSubmittedToHiringManager,
    ).toBe(true);
    expect(
      (await listFor(owner, { id: opportunityId })).applicants.list[0]?.adminSubmittedToHiringManager,
    ).toBe(null);
  });

  it("is for the canvas's owner, its editing members and admins: outsiders, candidates and non-admin members are refused", async () => {
    const { owner, canvasId, opportunityId } = await salonWithOpportunity(t);
    const { candidate } = await applicantOf(t, opportunityId);
    const editor = await person(t);
    await addMember(t, canvasId, editor, 'Admin');
    const staff = await person(t);
    await addMember(t, canvasId, staff, 'Non-admin');
    const stranger = await person(t);

    expect((await applicants(owner, { id: opportunityId })).statusCode).toBe(200);
    expect((await applicants(editor, { id: opportunityId })).statusCode).toBe(200);
    expect((await applicants(staff, { id: opportunityId })).statusCode).toBe(403);
    // The salon's canvas is a draft: to people outside it, it does not exist.
    expect((await applicants(candidate, { id: opportunityId })).statusCode).toBe(404);
    expect((await applicants(stranger, { id: opportunityId })).statusCode).toBe(404);
    expect((await applicants(undefined, { id: opportunityId })).statusCode).toBe(401);
    const missing = await applicants(owner, { id: 999_999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(messages.opportunityNotFound);
  });
});

describe('POST /api/opportunity/applicant-status', () => {
  it('moves an applicant, stamps the change and the first response once, and tells the candidate in the app and by email', async () => {
    const { owner, opportunityId, slug } = await salonWithOpportunity(t);
    const { candidate, applyId } = await applicantOf(t, opportunityId);
    const response = await setStatus(owner, { opportunityId, applyId, status: 'interviewing' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const first = await storedApplication(t, applyId);
    expect(first).toMatchObject({ status: 'interviewing', scheduledAt: null });
    expect(first?.firstResponseAt).toBeInstanceOf(Date);
    expect(first?.statusChangedAt).toBeInstanceOf(Date);

    const [notice] = await notificationsOf(candidate.id);
    expect(notice).toMatchObject({
      kind: 'applicant-status',
      body: 'Marigold & Mane moved your application for Stylist to Interviewing.',
      link: `/opportunity-detail/${slug}`,
    });
    const [email] = await outboxFor(t.app, candidate.email);
    expect(email).toMatchObject({
      template: 'applicant_status',
      subject: 'Your application for Stylist is now Interviewing',
    });

    // No order is enforced; the first response stays the first.
    await t.database.db
      .update(opportunityApplications)
      .set({ firstResponseAt: sql`now() - interval '1 day'` })
      .where(eq(opportunityApplications.id, applyId));
    const before = (await storedApplication(t, applyId))?.firstResponseAt;
    expect((await setStatus(owner, { opportunityId, applyId, status: 'applied' })).statusCode).toBe(200);
    const after = await storedApplication(t, applyId);
    expect(after?.status).toBe('applied');
    expect(after?.firstResponseAt?.getTime()).toBe(before?.getTime());
    expect(await notificationsOf(candidate.id)).toHaveLength(2);
  });

  it('sends nothing when the status does not change', async () => {
    const { owner, opportunityId } = await salonWithOpportunity(t);
    const { candidate, applyId } = await applicantOf(t, opportunityId);
    expect((await setStatus(owner, { opportunityId, applyId, status: 'applied' })).statusCode).toBe(200);
    expect(await notificationsOf(candidate.id)).toEqual([]);
    expect((await storedApplication(t, applyId))?.firstResponseAt).toBeNull();
  });

  it('sends a scheduled interview as a calendar invitation (.ics) with the date, an hour long, at the salon', async () => {
    const { owner, opportunityId, slug } = await salonWithOpportunity(t);
    const { candidate, applyId } = await applicantOf(t, opportunityId, {
      firstName: 'Maya',
      lastName: 'Robinson',
    });
    const missingDate = await setStatus(owner, { opportunityId, applyId, status: 'scheduledInterviewDate' });
    expect(missingDate.statusCode).toBe(422);
    expect((await storedApplication(t, applyId))?.status).toBe('applied');

    const response = await setStatus(owner, {
      opportunityId,
      applyId,
      status: 'scheduledInterviewDate',
      scheduledAt: '2026-12-03T10:30:00-06:00',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await storedApplication(t, applyId))?.scheduledAt?.toISOString()).toBe(
      '2026-12-03T16:30:00.000Z',
    );

    const invitation = (await outboxFor(t.app, candidate.email)).find(
      (email) => email.template === 'applicant_invitation',
    );
    expect(invitation?.subject).toBe('Scheduled Interview Date: Stylist at Marigold & Mane');
    expect(invitation?.text).toContain(SALON_ADDRESS);
    const [attachment] = invitation?.attachments ?? [];
    expect(attachment).toMatchObject({
      filename: 'invitation.ics',
      contentType: 'text/calendar; charset=utf-8; method=REQUEST',
    });
    const ics = (attachment?.content ?? '').replace(/\r\n /g, '');
    expect(attachment?.content.endsWith('\r\n')).toBe(true);
    expect(attachment?.content.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(ics).toContain('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n');
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toContain(`UID:application-${applyId}-scheduledInterviewDate@canvas`);
    expect(ics).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);
    expect(ics).toContain('DTSTART:20261203T163000Z');
    expect(ics).toContain('DTEND:20261203T173000Z');
    expect(ics).toContain('SUMMARY:Stylist — Marigold & Mane');
    expect(ics).toContain('LOCATION:500 Congress Ave\\, Austin\\, TX 78701');
    expect(ics).toContain('ORGANIZER;CN="Marigold & Mane":mailto:jobs@marigold.example.com');
    expect(ics).toContain(
      `ATTENDEE;CN="Maya Robinson";ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:${candidate.email}`,
    );
    expect(ics).toContain('END:VEVENT\r\nEND:VCALENDAR\r\n');

    // The candidate is notified in the app too.
    const [notice] = await notificationsOf(candidate.id);
    expect(notice?.body).toBe(
      'Marigold & Mane moved your application for Stylist to Scheduled Interview Date.',
    );
    expect(notice?.link).toBe(`/opportunity-detail/${slug}`);

    // Another status clears the date.
    await setStatus(owner, { opportunityId, applyId, status: 'interviewed' });
    expect((await storedApplication(t, applyId))?.scheduledAt).toBeNull();
  });

  it('takes scores for contests and statuses for jobs, refusing the other kind (422)', async () => {
    const { admin, opportunityId } = await salonWithOpportunity(t, { competition: true });
    if (!admin) throw new Error('no admin');
    const { applyId } = await applicantOf(t, opportunityId);
    const wrongKind = await setStatus(admin, { opportunityId, applyId, status: 'hired' });
    expect(wrongKind.statusCode).toBe(422);
    expect(wrongKind.json()).toMatchObject({
      message: messages.applicantStatusContestScoresOnly,
      field: 'status',
    });
    expect((await setStatus(admin, { opportunityId, applyId, status: 'score7' })).statusCode).toBe(200);
    expect((await storedApplication(t, applyId))?.status).toBe('score7');
    const contest = await listFor(admin, { id: opportunityId });
    expect(contest.competition).toBe(true);

    const job = await salonWithOpportunity(t);
    const jobApplicant = await applicantOf(t, job.opportunityId);
    const score = await setStatus(job.owner, {
      opportunityId: job.opportunityId,
      applyId: jobApplicant.applyId,
      status: 'score3',
    });
    expect(score.statusCode).toBe(422);
    expect(score.json().message).toBe(messages.applicantStatusJobStatusesOnly);
    expect((await storedApplication(t, jobApplicant.applyId))?.status).toBe('applied');
  });

  it('refuses outsiders, the candidate, non-admin members and an application of another opportunity, changing nothing', async () => {
    const { owner, canvasId, opportunityId } = await salonWithOpportunity(t);
    const { candidate, applyId } = await applicantOf(t, opportunityId);
    const other = await postOpportunity(t, owner, canvasId, 'north');
    const stranger = await person(t);
    const staff = await person(t);
    await addMember(t, canvasId, staff, 'Non-admin');
    const body = { opportunityId, applyId, status: 'hired' };
    expect((await setStatus(stranger, body)).statusCode).toBe(404);
    expect((await setStatus(candidate, body)).statusCode).toBe(404);
    expect((await setStatus(staff, body)).statusCode).toBe(403);
    expect((await setStatus(undefined, body)).statusCode).toBe(401);
    const elsewhere = await setStatus(owner, { ...body, opportunityId: other.id });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().message).toBe(messages.applicationNotFound);
    const stored = await storedApplication(t, applyId);
    expect(stored).toMatchObject({ status: 'applied', firstResponseAt: null, statusChangedAt: null });
    expect(await notificationsOf(candidate.id)).toEqual([]);
  });

  it('lets an editing member (Admin role) move applicants', async () => {
    const { canvasId, opportunityId } = await salonWithOpportunity(t);
    const { applyId } = await applicantOf(t, opportunityId);
    const editor = await person(t);
    await addMember(t, canvasId, editor, 'Admin');
    expect((await setStatus(editor, { opportunityId, applyId, status: 'beingScreened' })).statusCode).toBe(
      200,
    );
    expect((await storedApplication(t, applyId))?.status).toBe('beingScreened');
  });
});

describe('POST /api/opportunity/submitted-to-hiring-manager', () => {
  const flag = (who: Person | undefined, payload: object) =>
    call('/api/opportunity/submitted-to-hiring-manager', who, payload);

  it('lets platform admins set and clear the flag', async () => {
    const { opportunityId } = await salonWithOpportunity(t);
    const { applyId } = await applicantOf(t, opportunityId);
    const admin = await person(t, { roleValue: 'administrator', target: 'admin' });
    expect((await flag(admin, { applyId, bool: true })).json()).toEqual({ success: true });
    expect((await storedApplication(t, applyId))?.submittedToHiringManager).toBe(true);
    expect((await flag(admin, { applyId, bool: false })).statusCode).toBe(200);
    expect((await storedApplication(t, applyId))?.submittedToHiringManager).toBe(false);
    expect((await flag(admin, { applyId: 999_999, bool: true })).statusCode).toBe(404);
  });

  it("refuses the salon's owner, the candidate and visitors (403/401), changing nothing", async () => {
    const { owner, opportunityId } = await salonWithOpportunity(t);
    const { candidate, applyId } = await applicantOf(t, opportunityId);
    expect((await flag(owner, { applyId, bool: true })).statusCode).toBe(403);
    expect((await flag(candidate, { applyId, bool: true })).statusCode).toBe(403);
    expect((await flag(undefined, { applyId, bool: true })).statusCode).toBe(401);
    expect((await storedApplication(t, applyId))?.submittedToHiringManager).toBe(false);
  });
});

describe('POST /api/canvas/business/statistics', () => {
  const stats = (who: Person | undefined, payload: object) =>
    call('/api/canvas/business/statistics', who, payload);

  it("counts the canvas's applications by stage, its active opportunities and their views, for all or one location", async () => {
    const { owner, canvasId, opportunityId } = await salonWithOpportunity(t);
    const north = await postOpportunity(t, owner, canvasId, 'north');
    await postOpportunity(t, owner, canvasId, 'north', { status: 'private' });
    const moves: [number, string][] = [
      [opportunityId, 'interviewing'],
      [opportunityId, 'interviewing'],
      [opportunityId, 'hired'],
      [opportunityId, 'applied'],
      [north.id, 'interviewed'],
      [north.id, 'withdrawed'],
    ];
    for (const [index, [id, status]] of moves.entries()) {
      const { applyId } = await applicantOf(t, id, { firstName: `B${index}` });
      await t.database.db
        .update(opportunityApplications)
        .set({ status })
        .where(eq(opportunityApplications.id, applyId));
    }
    await t.database.db.insert(opportunityViews).values([
      { opportunityId, day: '2026-01-01', visitor: 'v:1' },
      { opportunityId: north.id, day: '2026-01-01', visitor: 'v:1' },
      { opportunityId: north.id, day: '2026-01-02', visitor: 'v:1' },
    ]);
    const all = await stats(owner, { canvas_id: canvasId });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toEqual({
      apply: 6,
      scheduledInterviewDate: 0,
      beingScreened: 0,
      interviewing: 2,
      scheduledTechDemonstration: 0,
      interviewed: 1,
      submittedToHiringLeader: 0,
      offerPending: 0,
      offerAccepted: 0,
      hired: 1,
      offerDeclined: 0,
      notAFit: 0,
      withdrawed: 1,
      opportunity: 2,
      opportunityView: 3,
    });
    const northOnly = (await stats(owner, { canvas_id: canvasId, location_id: 'north' })).json();
    expect(northOnly).toMatchObject({
      apply: 2,
      interviewed: 1,
      withdrawed: 1,
      interviewing: 0,
      opportunity: 1,
      opportunityView: 2,
    });
    const unknown = await stats(owner, { canvas_id: canvasId, location_id: 'elsewhere' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe(messages.opportunityLocationNotOfCanvas);
  });

  it('refuses outsiders and non-admin members', async () => {
    const { canvasId } = await salonWithOpportunity(t);
    const stranger = await person(t);
    const staff = await person(t);
    await addMember(t, canvasId, staff, 'Non-admin');
    expect((await stats(stranger, { canvas_id: canvasId })).statusCode).toBe(404);
    expect((await stats(staff, { canvas_id: canvasId })).statusCode).toBe(403);
    expect((await stats(undefined, { canvas_id: canvasId })).statusCode).toBe(401);
  });
});

describe('no candidate is ghosted: applications and withdrawals reach the poster side', () => {
  it('tells the poster by email and in the app, notifies the editing members, and lights their dashboard dot', async () => {
    const { owner, canvasId, opportunityId } = await salonWithOpportunity(t);
    const editor = await person(t);
    await addMember(t, canvasId, editor, 'Admin');
    const staff = await person(t);
    await addMember(t, canvasId, staff, 'Non-admin');
    const { candidate } = await applicantOf(t, opportunityId, { firstName: 'Maya', lastName: 'Robinson' });

    const link = `/opportunity-applicants?canvasId=${canvasId}&id=${opportunityId}`;
    for (const who of [owner, editor]) {
      const [notice] = await notificationsOf(who.id);
      expect(notice).toMatchObject({ kind: 'application', body: 'Maya Robinson applied to Stylist.', link });
      const [row] = await t.database.db.select().from(users).where(eq(users.id, who.id));
      expect(row?.dashboardDot).toBe(true);
    }
    expect(await notificationsOf(staff.id)).toEqual([]);
    expect(await notificationsOf(candidate.id)).toEqual([]);
    const emails = await outboxFor(t.app, owner.email);
    expect(emails.find((email) => email.template === 'application_received')?.subject).toBe(
      'New applicant for Stylist: Maya Robinson',
    );

    await onWithdrawn(hiringDeps(), { opportunityId, applicantId: candidate.id });
    const withdrawals = (await notificationsOf(owner.id)).filter((row) => row.kind === 'withdrawal');
    expect(withdrawals.map((row) => row.body)).toEqual([
      'Maya Robinson withdrew their application for Stylist.',
    ]);
  });

  it('happens through the apply and withdraw routes', async () => {
    const { owner, canvasId, opportunityId } = await salonWithOpportunity(t);
    const { candidate } = await applicantOf(t, opportunityId, { firstName: 'Jo', lastName: 'Park' });
    const link = `/opportunity-applicants?canvasId=${canvasId}&id=${opportunityId}`;
    expect(await notificationsOf(owner.id)).toEqual([
      expect.objectContaining({ kind: 'application', body: 'Jo Park applied to Stylist.', link }),
    ]);
    const withdrawn = await t.app.inject({
      method: 'POST',
      url: '/api/opportunity/withdraw',
      headers: candidate.headers,
      payload: { id: opportunityId, msg: 'Thank you' },
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const kinds = (await notificationsOf(owner.id)).map((row) => row.kind).sort();
    expect(kinds).toEqual(['application', 'withdrawal']);
    const templates = (await outboxFor(t.app, owner.email)).map((email) => email.template).sort();
    expect(templates).toEqual(['application_received', 'msg_to_job_poster']);
  });
});
