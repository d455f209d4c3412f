import { z } from '../zod-config';
import { id, idFromText } from './primitives';

/**
 * The hiring loop (spec 3 "Opportunity applicants", "Stats (business)", §3 Applicant row,
 * Statistics, Business stats, §4 applicant status and the admins' hiring-manager flag, §7, §9).
 */

/** Spec 3 §3 "Applicant status keys", in the spec's order. */
export const APPLICANT_STATUSES = [
  'offerAccepted',
  'applied',
  'scheduledInterviewDate',
  'beingScreened',
  'interviewing',
  'scheduledTechDemonstration',
  'interviewed',
  'submittedToHiringLeader',
  'pendingQualifications',
  'offerPending',
  'hired',
  'offerDeclined',
  'notAFit',
  'withdrawed',
] as const;
export type ApplicantStatus = (typeof APPLICANT_STATUSES)[number];

/** Contests score their contestants instead: 'Score 0' to 'Score 10' (keys score0 to score10). */
export const CONTEST_SCORE_STATUSES = [
  'score0',
  'score1',
  'score2',
  'score3',
  'score4',
  'score5',
  'score6',
  'score7',
  'score8',
  'score9',
  'score10',
] as const;
export type ContestScoreStatus = (typeof CONTEST_SCORE_STATUSES)[number];
export type AnyApplicantStatus = ApplicantStatus | ContestScoreStatus;

/** What the status dropdown and filter show for each key (the spec names only the keys and 'Score N'). */
export const APPLICANT_STATUS_LABELS: Record<AnyApplicantStatus, string> = {
  offerAccepted: 'Offer Accepted',
  applied: 'Applied',
  scheduledInterviewDate: 'Scheduled Interview Date',
  beingScreened: 'Being Screened',
  interviewing: 'Interviewing',
  scheduledTechDemonstration: 'Scheduled Tech Demonstration',
  interviewed: 'Interviewed',
  submittedToHiringLeader: 'Submitted to Hiring Leader',
  pendingQualifications: 'Pending Qualifications',
  offerPending: 'Offer Pending',
  hired: 'Hired',
  offerDeclined: 'Offer Declined',
  notAFit: 'Not a Fit',
  withdrawed: 'Withdrawn',
  score0: 'Score 0',
  score1: 'Score 1',
  score2: 'Score 2',
  score3: 'Score 3',
  score4: 'Score 4',
  score5: 'Score 5',
  score6: 'Score 6',
  score7: 'Score 7',
  score8: 'Score 8',
  score9: 'Score 9',
  score10: 'Score 10',
};

/** Statuses that ask for a date and time and send the candidate a calendar invitation (issue 23 §7). */
export const SCHEDULED_STATUSES = ['scheduledInterviewDate', 'scheduledTechDemonstration'] as const;
export function isScheduledStatus(status: string): status is (typeof SCHEDULED_STATUSES)[number] {
  return (SCHEDULED_STATUSES as readonly string[]).includes(status);
}

/** Spec 3 §9: applicants 25/50/100/200/400 a page, default 25. */
export const APPLICANT_PAGE_SIZES = [25, 50, 100, 200, 400] as const;
export const APPLICANT_DEFAULT_PAGE_SIZE = 25;

export const APPLICANT_SORT_FIELDS = ['location', 'applyDate', 'status', 'submittedToHiringManager'] as const;

/** `POST /api/opportunity/applicants` {id, keyword, page, size, orderBy, optional status}. */
export const applicantsQuerySchema = z.object({
  /** The opportunity. */
  id: id(),
  keyword: z.string().trim().max(100).default(''),
  page: z.number().int().min(1).max(10_000).default(1),
  size: z
    .number()
    .int()
    .refine((value) => (APPLICANT_PAGE_SIZES as readonly number[]).includes(value), {
      message: 'size must be 25, 50, 100, 200 or 400',
    })
    .default(APPLICANT_DEFAULT_PAGE_SIZE),
  orderBy: z
    .object({ field: z.enum(APPLICANT_SORT_FIELDS), direction: z.enum(['asc', 'desc']) })
    .default({ field: 'applyDate', direction: 'desc' }),
  status: z.enum([...APPLICANT_STATUSES, ...CONTEST_SCORE_STATUSES]).optional(),
});
export type ApplicantsQueryInput = z.input<typeof applicantsQuerySchema>;

/** Spec 3 §3 "Applicant row". */
export const applicantRowSchema = z.object({
  applyId: z.number().int(),
  userId: z.number().int(),
  /** The canvas sent with the application (null when it was deleted since). */
  canvasId: z.number().int().nullable(),
  canvasSlug: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  avatar: z.string().nullable(),
  phoneNumber: z.string(),
  /** City and state of the applicant's canvas location ('' when none). */
  location: z.string(),
  /** ISO timestamp. */
  applyDate: z.string(),
  status: z.string(),
  /** Set for platform admins only; null for everyone else (spec 3 §4: admins only). */
  adminSubmittedToHiringManager: z.boolean().nullable(),
  /** The applicant's canvas is not public (or was deleted): shown '(pending)', no checkbox or actions. */
  pending: z.boolean(),
  /** When a scheduled status carries a date (ISO timestamp), else null. */
  scheduledAt: z.string().nullable(),
});
export type ApplicantRow = z.infer<typeof applicantRowSchema>;

/** Spec 3 §3 "Statistics": the opportunity's stat cards. */
export const applicantStatisticsSchema = z.object({
  applyCount: z.number().int().nonnegative(),
  offerCount: z.number().int().nonnegative(),
  interviewCount: z.number().int().nonnegative(),
  viewCount: z.number().int().nonnegative(),
});
export type ApplicantStatistics = z.infer<typeof applicantStatisticsSchema>;

export const applicantsResultSchema = z.object({
  applicants: z.object({ list: z.array(applicantRowSchema), count: z.number().int().nonnegative() }),
  statistics: applicantStatisticsSchema,
  /** Whether the opportunity is a contest (the page says 'Contestants' and offers scores). */
  competition: z.boolean(),
  /** Median hours from an application to its first status change, null below the minimum sample. */
  medianResponseHours: z.number().nullable(),
});
export type ApplicantsResult = z.infer<typeof applicantsResultSchema>;

/** `POST /api/opportunity/applicant-status` {opportunityId, applyId, status}; scheduled statuses need `scheduledAt`. */
export const applicantStatusSchema = z
  .object({
    opportunityId: id(),
    applyId: id(),
    status: z.enum([...APPLICANT_STATUSES, ...CONTEST_SCORE_STATUSES]),
    /** ISO date-time with offset, for the scheduled statuses (the .ics invitation). */
    scheduledAt: z.iso.datetime({ offset: true }).optional(),
  })
  .refine((value) => !isScheduledStatus(value.status) || value.scheduledAt !== undefined, {
    message: 'Please pick a date and time',
    path: ['scheduledAt'],
  });
export type ApplicantStatusInput = z.input<typeof applicantStatusSchema>;

/** `POST /api/opportunity/submitted-to-hiring-manager` {applyId, bool} (platform admins only). */
export const submittedToHiringManagerSchema = z.object({ applyId: id(), bool: z.boolean() });

/** `POST /api/canvas/business/statistics` {canvas_id, optional location_id}: spec 3 §3 "Business stats". */
export const businessStatisticsQuerySchema = z.object({
  canvas_id: id(),
  /** A location uuid of the canvas; absent for all locations. */
  location_id: z.string().trim().min(1).max(64).optional(),
});
export const businessStatisticsSchema = z.object({
  apply: z.number().int().nonnegative(),
  scheduledInterviewDate: z.number().int().nonnegative(),
  beingScreened: z.number().int().nonnegative(),
  interviewing: z.number().int().nonnegative(),
  scheduledTechDemonstration: z.number().int().nonnegative(),
  interviewed: z.number().int().nonnegative(),
  submittedToHiringLeader: z.number().int().nonnegative(),
  offerPending: z.number().int().nonnegative(),
  offerAccepted: z.number().int().nonnegative(),
  hired: z.number().int().nonnegative(),
  offerDeclined: z.number().int().nonnegative(),
  notAFit: z.number().int().nonnegative(),
  withdrawed: z.number().int().nonnegative(),
  /** Active (public, unexpired) opportunities. */
  opportunity: z.number().int().nonnegative(),
  /** Views of the active opportunities. */
  opportunityView: z.number().int().nonnegative(),
});
export type BusinessStatistics = z.infer<typeof businessStatisticsSchema>;

/** Spec 3 §3 "Notification"; `GET /api/user/notifications?page&size` (8 a page). */
export const NOTIFICATION_PAGE_SIZE = 8;
export const notificationSchema = z.object({
  id: z.number().int(),
  message: z.object({ body: z.string(), link: z.string().nullable() }),
  /** ISO timestamp; null means unread. */
  viewedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;
export const notificationsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(50).default(NOTIFICATION_PAGE_SIZE),
});
export const notificationsResultSchema = z.object({
  list: z.array(notificationSchema),
  count: z.number().int().nonnegative(),
});
export type NotificationsResult = z.infer<typeof notificationsResultSchema>;
/** `GET /api/user/notification-counter`: unread notifications. */
export const notificationCounterSchema = z.object({ count: z.number().int().nonnegative() });
/** `POST /api/user/notification_readed?id=`: one, or all when id is empty. */
export const notificationReadQuerySchema = z.object({
  id: z.preprocess((value) => (value === '' ? undefined : value), idFromText().optional()),
});
/** `DELETE /api/user/delete-notifications` {deleteAll, notifications (ids)}. */
export const deleteNotificationsSchema = z.object({
  deleteAll: z.boolean().default(false),
  notifications: z.array(id()).max(500).default([]),
});
