import {
  type AnyApplicantStatus,
  APPLICANT_STATUS_LABELS,
  APPLICANT_STATUSES,
  type CanvasMember,
  CONTEST_SCORE_STATUSES,
  INVITATION_TTL_DAYS,
  isScheduledStatus,
  jobTypeOfName,
  permissionOfRole,
} from '@canvas/shared';
import { and, asc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  canvases,
  canvasInvitations,
  canvasMembers,
  notifications,
  opportunities,
  opportunityApplications,
  paymentOrders,
  users,
} from '../../db/schema';
import { escapeHtml } from '../../lib/html';
import { newOneTimeToken } from '../../lib/tokens';
import { createRandom, type Random, type Seeder } from '../../seed/context';
import { DEMO_SALON_SLUG } from '../canvases/seed-business';
import { DAY_MS, isoDate, ref, sample } from '../canvases/seed-helpers';
import { applicantsLink, opportunityLink } from './service';

/**
 * The hiring loop's demo (issue 23 §8), after the opportunities seeder: the demo salon's pipeline has
 * an applicant in every status of the contract (its first active opportunity), answered applications
 * enough for the median response time, a scheduled interview and tech demonstration with their dates,
 * and a finished contest (HIRING_DEMO_CONTEST) whose contestants carry Score 0 to Score 10. Every
 * application the opportunities seeder moved past 'applied' gets its first response and change times,
 * and contests' moved ones a score (contests take scores only). The demo salon's owner has
 * notifications of new applications, the demo student and pro of their status changes, some read;
 * the owner is also an Admin at another paid salon, so My Dashboard's switcher has two canvases.
 * Runs once: a database with the contest is left alone. It draws from its own random stream, so the
 * seeders before it keep their data whatever this one adds.
 */

/**
 * The finished contest's rules, in the words of the opportunities seeder's contests (its seed-data's
 * CONTEST_TEXT). Kept here because the opportunities area calls this area's service (onApplied and
 * onWithdrawn), and importing back from it would make the two modules a cycle.
 */
const CONTEST_TEXT =
  '<h3>How it works</h3><ul><li>Post your best look with the contest hashtag and apply here with your portfolio</li><li>Finalists are chosen by our artistic team</li><li>The winner is announced on our canvas</li></ul><h3>Prizes</h3><p><strong>First place:</strong> a {brand} education package and a feature on our social channels.</p>';

/** The demo salon's finished contest: its slug marks this seeder as done. */
export const HIRING_DEMO_CONTEST = { name: 'Fall Color Cup', slug: 'fall-color-cup-gilded-comb-salon' };
/** The date of the demo's scheduled interview and tech demonstration: days ahead, 10 am in New York. */
const SCHEDULED_DAYS_AHEAD = [3, 5] as const;
const HOUR_MS = 60 * 60 * 1000;

interface Candidate {
  userId: number;
  canvasId: number;
  name: string;
}

interface SalonOpportunity {
  id: number;
  slug: string;
  status: string;
  expire: string;
  competition: boolean;
  jobTitle: string;
  createdAt: Date;
}

const minDate = (a: Date, b: Date) => (a.getTime() < b.getTime() ? a : b);
const hoursAfter = (date: Date, hours: number) => new Date(date.getTime() + hours * HOUR_MS);

/** Public student and professional canvases' owners, not the demo accounts (their lists are the opportunities seeder's). */
async function loadCandidates(db: Db, excluded: number[]): Promise<Candidate[]> {
  const rows = await db
    .select({
      userId: canvases.ownerId,
      canvasId: canvases.id,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(canvases)
    .innerJoin(users, eq(users.id, canvases.ownerId))
    .where(
      and(
        inArray(canvases.type, ['student', 'professional']),
        eq(canvases.status, 'public'),
        isNull(canvases.deletedAt),
        excluded.length > 0 ? notInArray(canvases.ownerId, excluded) : undefined,
      ),
    )
    .orderBy(asc(canvases.id));
  const seen = new Set<number>();
  return rows.flatMap((row) => {
    if (seen.has(row.userId)) return [];
    seen.add(row.userId);
    return [{ userId: row.userId, canvasId: row.canvasId, name: `${row.firstName} ${row.lastName}`.trim() }];
  });
}

/** The response times the opportunities seeder left out: moved applications were answered after a while. */
async function backfillResponses(db: Db) {
  // A contest's contestants are scored, never moved through the job pipeline.
  await db.execute(sql`
    update ${opportunityApplications} a
    set status = 'score' || (a.id % 11)::text
    from ${opportunities} o
    where o.id = a.opportunity_id and o.competition
      and a.status not in ('applied', 'withdrawed') and a.status not like 'score%'`);
  // Answered 2 to 90 hours after applying (never in the future); withdrawals are the candidate's own.
  await db.execute(sql`
    update ${opportunityApplications}
    set first_response_at = least(now(), created_at + make_interval(hours => 2 + (id * 7919) % 89)),
        status_changed_at = least(now(), created_at + make_interval(hours => 2 + (id * 7919) % 89))
    where status not in ('applied', 'withdrawed') and first_response_at is null`);
  await db.execute(sql`
    update ${opportunityApplications}
    set status_changed_at = withdrawn_at
    where status = 'withdrawed' and status_changed_at is null`);
}

/** 10 am in New York (15:00 UTC) on a day ahead: when the demo's scheduled steps take place. */
function scheduledDay(daysAhead: number): Date {
  const day = new Date(Date.now() + daysAhead * DAY_MS);
  day.setUTCHours(15, 0, 0, 0);
  return day;
}

function applicationRow(
  random: Random,
  salonName: string,
  opportunity: SalonOpportunity,
  candidate: Candidate,
  status: AnyApplicantStatus,
  window: { from: Date; to: Date },
  scheduleIndex: number,
): PgInsertValue<typeof opportunityApplications> {
  const span = Math.max(HOUR_MS, window.to.getTime() - window.from.getTime());
  const createdAt = new Date(window.from.getTime() + Math.floor(random.next() * span));
  const now = new Date();
  const answered = minDate(now, hoursAfter(createdAt, random.int(2, 96)));
  const moved = status !== 'applied';
  return {
    opportunityId: opportunity.id,
    userId: candidate.userId,
    canvasId: candidate.canvasId,
    status,
    message: `Hi ${salonName},\n\nI am interested in the ${opportunity.jobTitle} opportunity and would love to be considered. My portfolio is attached for you to review.\n\nBest regards,\n${candidate.name}`,
    createdAt,
    withdrawnAt: status === 'withdrawed' ? answered : null,
    firstResponseAt: moved && status !== 'withdrawed' ? answered : null,
    statusChangedAt: moved ? answered : null,
    scheduledAt: isScheduledStatus(status)
      ? scheduledDay(SCHEDULED_DAYS_AHEAD[scheduleIndex % SCHEDULED_DAYS_AHEAD.length] ?? 3)
      : null,
  };
}

/** The finished contest: a public opportunity of the salon that expired ten days ago (no plan slot used). */
async function insertContest(db: Db, salonId: number, template: typeof opportunities.$inferSelect) {
  const [salon] = await db
    .select({
      name: sql<string>`${canvases.introduction}->>'name'`,
      city: sql<string>`${canvases.detail}->'locations'->0->>'city'`,
    })
    .from(canvases)
    .where(eq(canvases.id, salonId));
  const name = salon?.name ?? 'The salon';
  const brand = template.additional.retailBrands?.[0]?.name ?? 'our partner brands';
  const values: Record<string, string> = {
    company: escapeHtml(name),
    city: escapeHtml(salon?.city || 'town'),
    title: escapeHtml(HIRING_DEMO_CONTEST.name),
    brand: escapeHtml(brand),
  };
  const text = CONTEST_TEXT.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
  const createdAt = new Date(Date.now() - 50 * DAY_MS);
  const [row] = await db
    .insert(opportunities)
    .values({
      slug: HIRING_DEMO_CONTEST.slug,
      canvasId: salonId,
      posterId: template.posterId,
      status: 'public',
      expire: isoDate(new Date(Date.now() - 10 * DAY_MS)),
      jobTitle: { optionId: null, name: HIRING_DEMO_CONTEST.name },
      jobType: { optionId: jobTypeOfName('Contract')?.optionId ?? null, name: 'Contract' },
      jobCategory: ref(4),
      location: template.location,
      locationUuid: template.locationUuid,
      validForAllState: false,
      competition: true,
      brand: 'Not a Brand',
      email: template.email,
      applyUrl: '',
      editor: `<p>${values.company} invites artists across ${values.city} to the <strong>${values.title}</strong>.</p>${text}`,
      media: template.media,
      additional: template.additional,
      createdAt,
      updatedAt: new Date(createdAt.getTime() + 2 * DAY_MS),
    })
    .returning({ id: opportunities.id, createdAt: opportunities.createdAt, expire: opportunities.expire });
  return row;
}

export const seedHiring: Seeder = async ({ db, demoUserIds }) => {
  const done = await db
    .select({ id: opportunities.id })
    .from(opportunities)
    .where(eq(opportunities.slug, HIRING_DEMO_CONTEST.slug))
    .limit(1);
  if (done.length > 0) return;
  await backfillResponses(db);

  const [salon] = await db
    .select({
      id: canvases.id,
      ownerId: canvases.ownerId,
      name: sql<string>`${canvases.introduction}->>'name'`,
    })
    .from(canvases)
    .where(eq(canvases.slug, DEMO_SALON_SLUG));
  if (!salon) return;
  const random = createRandom(20261123);
  const posted = await db
    .select()
    .from(opportunities)
    .where(eq(opportunities.canvasId, salon.id))
    .orderBy(asc(opportunities.id));
  const template = posted.find((row) => row.status === 'public') ?? posted[0];
  if (!template) return;
  const contest = await insertContest(db, salon.id, template);
  if (!contest) return;

  const today = isoDate(new Date());
  const asSalonOpportunity = (row: {
    id: number;
    slug: string;
    status: string;
    expire: string;
    competition: boolean;
    jobTitle: { name: string } | null;
    createdAt: Date;
  }): SalonOpportunity => ({ ...row, jobTitle: row.jobTitle?.name ?? 'an opportunity' });
  const active = posted
    .filter((row) => row.status === 'public' && row.expire >= today && !row.competition)
    .map(asSalonOpportunity);
  const expired = posted
    .filter((row) => row.status === 'public' && row.expire < today && !row.competition)
    .map(asSalonOpportunity);
  const contestOpportunity: SalonOpportunity = {
    id: contest.id,
    slug: HIRING_DEMO_CONTEST.slug,
    status: 'public',
    expire: contest.expire,
    competition: true,
    jobTitle: HIRING_DEMO_CONTEST.name,
    createdAt: contest.createdAt,
  };

  const excluded = [salon.ownerId, demoUserIds.student, demoUserIds.pro].filter(
    (id): id is number => id !== undefined,
  );
  const candidates = await loadCandidates(db, excluded);
  const applied = await db
    .select({ opportunityId: opportunityApplications.opportunityId, userId: opportunityApplications.userId })
    .from(opportunityApplications)
    .where(
      inArray(
        opportunityApplications.opportunityId,
        posted.map((row) => row.id),
      ),
    );
  const taken = new Set(applied.map((row) => `${row.opportunityId}:${row.userId}`));
  const rows: PgInsertValue<typeof opportunityApplications>[] = [];
  const now = new Date();
  const add = (opportunity: SalonOpportunity, statuses: readonly AnyApplicantStatus[], until: Date) => {
    const free = candidates.filter((candidate) => !taken.has(`${opportunity.id}:${candidate.userId}`));
    const chosen = sample(random, free, statuses.length);
    let scheduled = 0;
    chosen.forEach((candidate, index) => {
      const status = statuses[index] ?? 'applied';
      taken.add(`${opportunity.id}:${candidate.userId}`);
      // Applications arrive over the post's last month (or its life, if shorter), newest at most a day old.
      const from = new Date(
        Math.max(opportunity.createdAt.getTime() + HOUR_MS, until.getTime() - 30 * DAY_MS),
      );
      const to = new Date(until.getTime() - (status === 'applied' ? 0 : 4 * HOUR_MS));
      rows.push(applicationRow(random, salon.name, opportunity, candidate, status, { from, to }, scheduled));
      if (isScheduledStatus(status)) scheduled += 1;
    });
  };
  // The pipeline of the first active opportunity: every status, and a few more still to answer.
  const [pipeline, second] = active;
  if (pipeline) add(pipeline, [...APPLICANT_STATUSES, 'applied', 'applied', 'applied'], now);
  if (second) add(second, ['applied', 'beingScreened', 'interviewing', 'notAFit', 'applied'], now);
  for (const opportunity of expired) {
    add(
      opportunity,
      ['hired', 'offerDeclined', 'notAFit', 'interviewed', 'withdrawed'],
      new Date(`${opportunity.expire}T12:00:00Z`),
    );
  }
  add(contestOpportunity, [...CONTEST_SCORE_STATUSES, 'withdrawed'], new Date(`${contest.expire}T12:00:00Z`));
  if (rows.length > 0) await db.insert(opportunityApplications).values(rows);

  await seedNotifications(db, { salon, demoUserIds });
  await joinSecondSalon(db, salon);
};

/**
 * The demo salon's owner is also an Admin at another paid salon (a salon group's manager), so My
 * Dashboard's canvas switcher has two canvases to switch between and shows 'View as Admin'.
 */
async function joinSecondSalon(db: Db, salon: { id: number; ownerId: number }) {
  const [owner] = await db.select({ email: users.email }).from(users).where(eq(users.id, salon.ownerId));
  const [other] = await db
    .select({ id: canvases.id, ownerId: canvases.ownerId, detail: canvases.detail })
    .from(canvases)
    .where(
      and(
        eq(canvases.type, 'business'),
        eq(canvases.status, 'public'),
        isNull(canvases.deletedAt),
        sql`${canvases.id} <> ${salon.id}`,
        sql`exists (select 1 from ${paymentOrders} where ${paymentOrders.canvasId} = ${canvases.id} and ${paymentOrders.status} = 'succeeded')`,
      ),
    )
    .orderBy(asc(canvases.id))
    .limit(1);
  const location = other?.detail.locations[0];
  if (!owner || !other || !location) return;
  const role = 'Admin' as const;
  const member: CanvasMember = {
    uuid: `${location.uuid}-member-demo-owner`,
    type: 'employee',
    permission: { permission: permissionOfRole(role) },
    role,
    memberUserId: salon.ownerId,
    email: owner.email,
  };
  const detail = {
    ...other.detail,
    locations: other.detail.locations.map((one) =>
      one.uuid === location.uuid ? { ...one, members: [...one.members, member] } : one,
    ),
  };
  await db.update(canvases).set({ detail }).where(eq(canvases.id, other.id));
  const joined = new Date(Date.now() - 60 * DAY_MS);
  const sent = new Date(joined.getTime() - 2 * DAY_MS);
  await db.insert(canvasMembers).values({
    canvasId: other.id,
    locationUuid: location.uuid,
    userId: salon.ownerId,
    role,
    permission: permissionOfRole(role),
    joinedAt: joined,
  });
  await db.insert(canvasInvitations).values({
    canvasId: other.id,
    locationUuid: location.uuid,
    email: owner.email.toLowerCase(),
    role,
    codeHash: newOneTimeToken().hash,
    invitedBy: other.ownerId,
    sentCount: 1,
    createdAt: sent,
    sentAt: sent,
    expiresAt: new Date(sent.getTime() + INVITATION_TTL_DAYS * DAY_MS),
    acceptedAt: joined,
    acceptedBy: salon.ownerId,
  });
}

const statusLabel = (status: string) => (APPLICANT_STATUS_LABELS as Record<string, string>)[status] ?? status;

/**
 * What the demo accounts find under the bell: the salon's owner the newest applications and a
 * withdrawal, the demo student and pro their status changes. The older ones are read, and all of
 * them count as emailed, so the daily digest does not mail a demo's history.
 */
async function seedNotifications(
  db: Db,
  {
    salon,
    demoUserIds,
  }: { salon: { id: number; ownerId: number; name: string }; demoUserIds: Record<string, number> },
) {
  const rows: (typeof notifications.$inferInsert)[] = [];
  const received = await db
    .select({
      opportunityId: opportunities.id,
      jobTitle: opportunities.jobTitle,
      status: opportunityApplications.status,
      createdAt: opportunityApplications.createdAt,
      withdrawnAt: opportunityApplications.withdrawnAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(opportunityApplications)
    .innerJoin(opportunities, eq(opportunities.id, opportunityApplications.opportunityId))
    .innerJoin(users, eq(users.id, opportunityApplications.userId))
    .where(eq(opportunities.canvasId, salon.id))
    .orderBy(sql`${opportunityApplications.createdAt} desc`, sql`${opportunityApplications.id} desc`)
    .limit(10);
  received.forEach((application, index) => {
    const name = `${application.firstName} ${application.lastName}`.trim() || 'A candidate';
    const jobTitle = application.jobTitle?.name || 'an opportunity';
    const link = applicantsLink({ canvasId: salon.id, id: application.opportunityId });
    const read = index >= 3;
    rows.push({
      userId: salon.ownerId,
      kind: 'application',
      body: `${name} applied to ${jobTitle}.`,
      link,
      createdAt: application.createdAt,
      viewedAt: read ? application.createdAt : null,
      emailedAt: application.createdAt,
    });
    if (application.withdrawnAt) {
      rows.push({
        userId: salon.ownerId,
        kind: 'withdrawal',
        body: `${name} withdrew their application for ${jobTitle}.`,
        link,
        createdAt: application.withdrawnAt,
        viewedAt: read ? application.withdrawnAt : null,
        emailedAt: application.withdrawnAt,
      });
    }
  });

  const candidates = [demoUserIds.student, demoUserIds.pro].filter((id): id is number => id !== undefined);
  if (candidates.length > 0) {
    const moved = await db
      .select({
        userId: opportunityApplications.userId,
        status: opportunityApplications.status,
        changedAt: opportunityApplications.statusChangedAt,
        createdAt: opportunityApplications.createdAt,
        slug: opportunities.slug,
        jobTitle: opportunities.jobTitle,
        salon: sql<string>`${canvases.introduction}->>'name'`,
      })
      .from(opportunityApplications)
      .innerJoin(opportunities, eq(opportunities.id, opportunityApplications.opportunityId))
      .innerJoin(canvases, eq(canvases.id, opportunities.canvasId))
      .where(
        and(
          inArray(opportunityApplications.userId, candidates),
          notInArray(opportunityApplications.status, ['applied', 'withdrawed']),
        ),
      )
      .orderBy(asc(opportunityApplications.id));
    for (const application of moved) {
      const at = application.changedAt ?? hoursAfter(application.createdAt, 24);
      const link = opportunityLink({ slug: application.slug });
      const jobTitle = application.jobTitle?.name || 'an opportunity';
      const salonName = application.salon || 'The salon';
      const steps =
        // A hire went through an interview first: that older step is read, the hire is not.
        application.status === 'hired' ? ['interviewing', 'hired'] : [application.status];
      steps.forEach((status, index) => {
        const last = index === steps.length - 1;
        const when = last
          ? at
          : new Date(Math.max(application.createdAt.getTime(), at.getTime() - 2 * DAY_MS));
        rows.push({
          userId: application.userId,
          kind: 'applicant-status',
          body: `${salonName} moved your application for ${jobTitle} to ${statusLabel(status)}.`,
          link,
          createdAt: when,
          viewedAt: last && application.status !== 'interviewing' ? null : when,
          emailedAt: when,
        });
      });
    }
  }
  if (rows.length > 0) await db.insert(notifications).values(rows);
}
