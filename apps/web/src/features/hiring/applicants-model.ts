import {
  type AnyApplicantStatus,
  APPLICANT_STATUS_LABELS,
  APPLICANT_STATUSES,
  type ApplicantRow,
  CONTEST_SCORE_STATUSES,
} from '@canvas/shared';
import { paths } from '@/lib/paths';

/** The status filter's first choice: every applicant. */
export const ALL_STATUSES = 'ALL';

export type ApplicantSortField = 'location' | 'applyDate' | 'status' | 'submittedToHiringManager';

/** The table's sortable columns and the field the API sorts by for each. */
export const SORT_FIELD_OF_COLUMN: Partial<Record<keyof ApplicantRow, ApplicantSortField>> = {
  location: 'location',
  applyDate: 'applyDate',
  status: 'status',
  adminSubmittedToHiringManager: 'submittedToHiringManager',
};

export const DEFAULT_SORT = { column: 'applyDate', direction: 'desc' } as const;

const isKnownStatus = (status: string): status is AnyApplicantStatus => status in APPLICANT_STATUS_LABELS;

/** A status as the dropdown shows it; a key outside the contract (older data) in words ('Declined'). */
export function statusLabel(status: string): string {
  if (isKnownStatus(status)) return APPLICANT_STATUS_LABELS[status];
  const words = status.replace(/([a-z])([A-Z])/g, '$1 $2');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The statuses an applicant can be moved to: the 14 of the pipeline, or Score 0 … Score 10 for contests. */
export function statusOptions(competition: boolean) {
  const statuses: readonly AnyApplicantStatus[] = competition ? CONTEST_SCORE_STATUSES : APPLICANT_STATUSES;
  return statuses.map((status) => ({ value: status, label: APPLICANT_STATUS_LABELS[status] }));
}

/** The status filter: ALL, then the statuses. */
export function statusFilterOptions(competition: boolean) {
  return [{ value: ALL_STATUSES, label: ALL_STATUSES }, ...statusOptions(competition)];
}

/** The filter's value as the request's `status` (absent for ALL). */
export function statusOfFilter(value: string): AnyApplicantStatus | undefined {
  return value !== ALL_STATUSES && isKnownStatus(value) ? value : undefined;
}

export function applicantName(row: ApplicantRow): string {
  return `${row.firstName} ${row.lastName}`.trim() || 'Applicant';
}

/** The candidate's canvas (`/canvas/{slug or id}`), or null when it was deleted. */
export function applicantCanvasHref(row: ApplicantRow): string | null {
  const ref = row.canvasSlug ?? (row.canvasId === null ? null : String(row.canvasId));
  return ref === null ? null : paths.canvas.getHref(ref);
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/**
 * Beyond the spec (issue 23 §7): the poster's median time from an application to its first answer,
 * in hours below two days, else in days, rounded up so it never promises more than it keeps.
 */
export function responseTimeText(hours: number): string {
  if (hours < 48) return `Usually responds within ${plural(Math.max(1, Math.ceil(hours)), 'hour')}`;
  return `Usually responds within ${plural(Math.ceil(hours / 24), 'day')}`;
}

/** The value of a datetime-local input ('2026-12-01T14:30') as an ISO timestamp, or null when empty or invalid. */
export function localDateTimeToIso(value: string): string | null {
  if (value.trim() === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
