import {
  type AnyApplicantStatus,
  APPLICANT_STATUS_LABELS,
  APPLICANT_STATUSES,
  type ApplicantRow,
  type ApplicantStatistics,
  type ApplicantsResult,
  type applicantStatusSchema,
  type applicantsQuerySchema,
  type BusinessStatistics,
  type businessStatisticsQuerySchema,
  CONTEST_SCORE_STATUSES,
  isScheduledStatus,
  messages,
  type submittedToHiringManagerSchema,
  type z,
} from '@canvas/shared';
import { EMAIL_JOB } from '../../adapters/email';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { JobQueue } from '../../lib/jobs/queue';
import { findEditableCanvas, readerOf } from '../canvases/service';
import { type NotifyInput, notifyMany } from '../notifications/service';
import { invitationEmail } from './emails';
import { calendarInvitation } from './ics';
import {
  applicantIdsAmong,
  businessCounts,
  countByStatus,
  countViews,
  editorMemberIds,
  findApplication,
  findApplicationById,
  findOpportunityContext,
  findUserName,
  listApplicants,
  type OpportunityContext,
  responseHours,
  setSubmittedToHiringManager,
  updateApplicationStatus,
} from './queries';

export interface HiringDeps {
  db: Db;
  jobs: JobQueue;
  publicUrl: string;
  /** The organizer of calendar invitations when the opportunity names no contact email. */
  supportEmail: string;
}

/** The median response time needs this many answered applications to mean something. */
export const MEDIAN_MIN_SAMPLES = 5;

/** Statuses the 'Offer Total' card counts: every offer made (pending, accepted, declined, or hired). */
export const OFFER_STATUSES = ['offerPending', 'offerAccepted', 'offerDeclined', 'hired'] as const;
/** Statuses the 'Interview' card counts: scheduled, in progress or done. */
export const INTERVIEW_STATUSES = [
  'scheduledInterviewDate',
  'interviewing',
  'interviewed',
  'scheduledTechDemonstration',
] as const;

const opportunityNotFound = () => new AppError('notFound', messages.opportunityNotFound);
const applicationNotFound = () => new AppError('notFound', messages.applicationNotFound);

const jobTitleOf = (context: OpportunityContext) => context.jobTitle?.name || 'an opportunity';
const salonOf = (context: OpportunityContext) => context.canvasName || 'The salon';
const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim() || 'A candidate';

/** Where a candidate follows a notification: the opportunity's page. */
export const opportunityLink = (context: Pick<OpportunityContext, 'slug'>) =>
  `/opportunity-detail/${encodeURIComponent(context.slug)}`;
/** Where the poster's side follows one: the opportunity's applicants. */
export const applicantsLink = (context: Pick<OpportunityContext, 'canvasId' | 'id'>) =>
  `/opportunity-applicants?canvasId=${context.canvasId}&id=${context.id}`;

/**
 * An opportunity whose applicants the user manages: the poster canvas's owner, its members who may
 * edit it, and platform admins (`canEditCanvas`); a non-admin member of a business is refused.
 * 404 when the opportunity or its canvas cannot be seen, 403 when the canvas is only seen.
 */
export async function findManagedOpportunity(db: Db, user: UserRow, opportunityId: number) {
  const context = await findOpportunityContext(db, opportunityId);
  if (!context) throw opportunityNotFound();
  await findEditableCanvas(db, readerOf(user), context.canvasId);
  return context;
}

/** The opportunity as the messages area needs it (the applicant's message to its poster). */
export async function findOpportunityForMessage(db: Db, opportunityId: number) {
  const context = await findOpportunityContext(db, opportunityId);
  if (!context) throw opportunityNotFound();
  return { ...context, posterUserId: context.posterId ?? context.canvasOwnerId };
}

/** Which of `userIds` applied to the opportunity. */
export function applicantsAmong(db: Db, opportunityId: number, userIds: number[]) {
  return applicantIdsAmong(db, opportunityId, userIds);
}

/** Each status's count, zero for the ones nobody is in. */
function countsOf(rows: { status: string; count: number }[]) {
  const counts = new Map(rows.map((row) => [row.status, row.count]));
  return (status: string) => counts.get(status) ?? 0;
}

/**
 * `POST /api/opportunity/applicants` (spec 3 "Opportunity applicants", §3 Applicant row and
 * Statistics): a page of the opportunity's applications, withdrawn ones included, with the stat
 * cards and the poster's median response time.
 */
export async function getApplicants(
  deps: HiringDeps,
  user: UserRow,
  input: z.output<typeof applicantsQuerySchema>,
): Promise<ApplicantsResult> {
  const context = await findManagedOpportunity(deps.db, user, input.id);
  const isAdmin = readerOf(user).isAdmin;
  const [page, byStatus, viewCount, response] = await Promise.all([
    listApplicants(deps.db, {
      opportunityId: context.id,
      keyword: input.keyword,
      status: input.status,
      page: input.page,
      size: input.size,
      orderBy: input.orderBy,
    }),
    countByStatus(deps.db, context.id),
    countViews(deps.db, context.id),
    responseHours(deps.db, context.id),
  ]);
  const count = countsOf(byStatus);
  const sum = (statuses: readonly string[]) => statuses.reduce((total, status) => total + count(status), 0);
  const statistics: ApplicantStatistics = {
    // Like the applicants count of Posted Opportunities: applications not withdrawn.
    applyCount: byStatus.reduce((total, row) => total + row.count, 0) - count('withdrawed'),
    offerCount: sum(OFFER_STATUSES),
    interviewCount: sum(INTERVIEW_STATUSES),
    viewCount,
  };
  const list: ApplicantRow[] = page.list.map((row) => ({
    applyId: row.applyId,
    userId: row.userId,
    canvasId: row.canvasId,
    canvasSlug: row.canvasSlug,
    firstName: row.firstName,
    lastName: row.lastName,
    avatar: row.avatar,
    phoneNumber: row.phoneNumber,
    location: row.location,
    applyDate: row.applyDate.toISOString(),
    status: row.status,
    adminSubmittedToHiringManager: isAdmin ? row.submittedToHiringManager : null,
    pending: row.canvasId === null || row.canvasStatus !== 'public',
    // A date kept from an earlier scheduled step does not belong to the current status.
    scheduledAt: isScheduledStatus(row.status) ? (row.scheduledAt?.toISOString() ?? null) : null,
  }));
  return {
    applicants: { list, count: page.count },
    statistics,
    competition: context.competition,
    medianResponseHours:
      response.samples >= MEDIAN_MIN_SAMPLES && response.median !== null
        ? Math.round(response.median * 10) / 10
        : null,
  };
}

/** Contests take scores only, jobs the pipeline's statuses only. */
function assertStatusFits(competition: boolean, status: AnyApplicantStatus) {
  const allowed: readonly string[] = competition ? CONTEST_SCORE_STATUSES : APPLICANT_STATUSES;
  if (!allowed.includes(status)) {
    throw new AppError(
      'validation',
      competition ? messages.applicantStatusContestScoresOnly : messages.applicantStatusJobStatusesOnly,
      { field: 'status' },
    );
  }
}

/** Where the candidate goes: the opportunity's location, else the salon's first location. */
const addressOf = (context: OpportunityContext) => context.location?.address || context.canvasAddress;

/**
 * `POST /api/opportunity/applicant-status` (spec 3 §4: any status, no order enforced). Records when
 * it changed and, the first time, when the poster first answered (the median response time);
 * keeps the date of a scheduled step. The candidate always hears about it (issue 23 §7): in the app
 * and by email, and for a scheduled interview or tech demonstration with a calendar invitation.
 */
export async function setApplicantStatus(
  deps: HiringDeps,
  user: UserRow,
  input: z.output<typeof applicantStatusSchema>,
): Promise<{ success: true }> {
  const context = await findManagedOpportunity(deps.db, user, input.opportunityId);
  const application = await findApplication(deps.db, context.id, input.applyId);
  if (!application) throw applicationNotFound();
  assertStatusFits(context.competition, input.status);
  const scheduledAt =
    isScheduledStatus(input.status) && input.scheduledAt !== undefined ? new Date(input.scheduledAt) : null;
  const unchanged =
    application.status === input.status &&
    (application.scheduledAt?.getTime() ?? null) === (scheduledAt?.getTime() ?? null);
  if (unchanged) return { success: true };

  const label = APPLICANT_STATUS_LABELS[input.status];
  const jobTitle = jobTitleOf(context);
  const salon = salonOf(context);
  const link = opportunityLink(context);
  await deps.db.transaction(async (tx) => {
    await updateApplicationStatus(tx, application.id, { status: input.status, scheduledAt });
    const body = `${salon} moved your application for ${jobTitle} to ${label}.`;
    const notice: NotifyInput = { userId: application.userId, kind: 'applicant-status', body, link };
    if (scheduledAt) {
      // The invitation is the email: sent whatever the switches say, as the candidate needs the date.
      const ics = calendarInvitation({
        uid: `application-${application.id}-${input.status}@canvas`,
        start: scheduledAt,
        summary: `${jobTitle} — ${salon}`,
        location: addressOf(context),
        description: `${label} for ${jobTitle} at ${salon}. ${deps.publicUrl}${link}`,
        organizer: { name: salon, email: context.email || deps.supportEmail },
        attendee: { name: fullName(application), email: application.email },
      });
      const email = invitationEmail({
        to: application,
        what: label,
        jobTitle,
        salon,
        start: scheduledAt,
        address: addressOf(context),
        ics,
        link,
        publicUrl: deps.publicUrl,
      });
      await deps.jobs.enqueue(EMAIL_JOB, email, { db: tx });
      await notifyMany(deps, [notice], { db: tx });
    } else {
      await notifyMany(
        deps,
        [
          {
            ...notice,
            email: {
              subject: `Your application for ${jobTitle} is now ${label}`,
              actionLabel: 'See the opportunity',
              template: 'applicant_status',
            },
          },
        ],
        { db: tx },
      );
    }
  });
  return { success: true };
}

/** `POST /api/opportunity/submitted-to-hiring-manager` (spec 3 §4): platform admins only. */
export async function setSubmittedFlag(
  deps: HiringDeps,
  user: UserRow,
  input: z.output<typeof submittedToHiringManagerSchema>,
): Promise<{ success: true }> {
  if (!readerOf(user).isAdmin) throw new AppError('forbidden');
  const application = await findApplicationById(deps.db, input.applyId);
  if (!application) throw applicationNotFound();
  if (application.submittedToHiringManager !== input.bool)
    await setSubmittedToHiringManager(deps.db, application.id, input.bool);
  return { success: true };
}

/**
 * `POST /api/canvas/business/statistics` (spec 3 "Stats (business)", §3 Business stats) for the
 * canvas's editors: `apply` counts every application to its opportunities (No. Candidates), each
 * stage key the applications now in that stage; `opportunity` and `opportunityView` are its active
 * opportunities and their views. With `location_id`, only the opportunities of that location.
 */
export async function getBusinessStatistics(
  deps: HiringDeps,
  user: UserRow,
  input: z.output<typeof businessStatisticsQuerySchema>,
): Promise<BusinessStatistics> {
  const found = await findEditableCanvas(deps.db, readerOf(user), input.canvas_id);
  if (
    input.location_id !== undefined &&
    !found.canvas.detail.locations.some((location) => location.uuid === input.location_id)
  ) {
    throw new AppError('validation', messages.opportunityLocationNotOfCanvas, { field: 'location_id' });
  }
  const counts = await businessCounts(deps.db, found.canvas.id, input.location_id);
  const count = countsOf(counts.byStatus);
  return {
    apply: counts.byStatus.reduce((total, row) => total + row.count, 0),
    scheduledInterviewDate: count('scheduledInterviewDate'),
    beingScreened: count('beingScreened'),
    interviewing: count('interviewing'),
    scheduledTechDemonstration: count('scheduledTechDemonstration'),
    interviewed: count('interviewed'),
    submittedToHiringLeader: count('submittedToHiringLeader'),
    offerPending: count('offerPending'),
    offerAccepted: count('offerAccepted'),
    hired: count('hired'),
    offerDeclined: count('offerDeclined'),
    notAFit: count('notAFit'),
    withdrawed: count('withdrawed'),
    opportunity: counts.opportunity,
    opportunityView: counts.opportunityView,
  };
}

/** The poster's side of an opportunity: the poster, the canvas's owner and its members who may edit it. */
async function posterSide(db: Db, context: OpportunityContext): Promise<number[]> {
  const editors = await editorMemberIds(db, context.canvasId);
  const poster = context.posterId ?? context.canvasOwnerId;
  return [...new Set([poster, context.canvasOwnerId, ...editors])];
}

/**
 * The opportunities area calls this once an application is stored (issue 23 §7, no candidate is
 * ghosted): the poster is emailed and notified, the canvas's other editors notified; all of them
 * get the My Dashboard dot. Pass the transaction that stored the application when there is one.
 */
export async function onApplied(
  deps: HiringDeps,
  input: { opportunityId: number; applicantId: number },
  options: { db?: Db } = {},
): Promise<void> {
  const db = options.db ?? deps.db;
  const context = await findOpportunityContext(db, input.opportunityId);
  const applicant = await findUserName(db, input.applicantId);
  if (!context || !applicant) return;
  const poster = context.posterId ?? context.canvasOwnerId;
  const jobTitle = jobTitleOf(context);
  const body = `${fullName(applicant)} applied to ${jobTitle}.`;
  const link = applicantsLink(context);
  const recipients = (await posterSide(db, context)).filter((userId) => userId !== input.applicantId);
  await notifyMany(
    deps,
    recipients.map((userId) => ({
      userId,
      kind: 'application',
      body,
      link,
      dashboardDot: true,
      ...(userId === poster
        ? {
            email: {
              subject: `New applicant for ${jobTitle}: ${fullName(applicant)}`,
              actionLabel: 'See the applicants',
              template: 'application_received',
            },
          }
        : {}),
    })),
    { db },
  );
}

/**
 * The opportunities area calls this once an application is withdrawn: the poster's side is told in
 * the app (the withdrawal itself emails the poster the candidate's message).
 */
export async function onWithdrawn(
  deps: HiringDeps,
  input: { opportunityId: number; applicantId: number },
  options: { db?: Db } = {},
): Promise<void> {
  const db = options.db ?? deps.db;
  const context = await findOpportunityContext(db, input.opportunityId);
  const applicant = await findUserName(db, input.applicantId);
  if (!context || !applicant) return;
  const body = `${fullName(applicant)} withdrew their application for ${jobTitleOf(context)}.`;
  const link = applicantsLink(context);
  const recipients = (await posterSide(db, context)).filter((userId) => userId !== input.applicantId);
  await notifyMany(
    deps,
    recipients.map((userId) => ({ userId, kind: 'withdrawal', body, link })),
    { db },
  );
}
