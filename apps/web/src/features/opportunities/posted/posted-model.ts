import type { Opportunity } from '@canvas/shared';

/** Posted Opportunities' rules (spec 3 "Posted Opportunities", §4 opportunity status). */

export type PostedStatus = 'Active' | 'Inactive' | 'Expired';

/** Today as the local YYYY-MM-DD, to compare with `expire`. */
export function localDay(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Past its expire date: Expired; public: Active; private or downgraded: Inactive. */
export function postedStatusOf(
  opportunity: Pick<Opportunity, 'status' | 'expire'>,
  now?: Date,
): PostedStatus {
  if (opportunity.expire < localDay(now)) return 'Expired';
  return opportunity.status === 'public' ? 'Active' : 'Inactive';
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole months from `from` to `to` (a month is complete once its day of month is reached again). */
function wholeMonths(from: Date, to: Date): number {
  let months = (to.getFullYear() - from.getFullYear()) * 12 + (to.getMonth() - from.getMonth());
  if (to.getDate() < from.getDate()) months -= 1;
  return Math.max(0, months);
}

/** The card's age: in months when over 2 months old, otherwise in days (spec 3). */
export function postedAge(createdAt: string, now: Date = new Date()): string {
  const created = new Date(createdAt);
  if (now.getTime() > addMonths(created, 2).getTime()) return `${wholeMonths(created, now)} months ago`;
  const days = Math.max(0, Math.floor((now.getTime() - created.getTime()) / DAY_MS));
  if (days === 0) return 'today';
  return days === 1 ? '1 day ago' : `${days} days ago`;
}

function addMonths(date: Date, months: number): Date {
  const copy = new Date(date);
  copy.setMonth(copy.getMonth() + months);
  return copy;
}
