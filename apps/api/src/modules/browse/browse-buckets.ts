import type {
  AVERAGE_TICKET_BUCKETS,
  EXPERIENCE_BUCKETS,
  GRADUATION_WINDOWS,
  PERCENT_BUCKETS,
  VISIT_FREQUENCY_BUCKETS,
} from '@canvas/shared';
import type { DateWindow, NumericRange } from '../../lib/search/conditions';

export type { DateWindow, NumericRange };

/**
 * The exact edges of the browse buckets (spec 1 §9). The spec names ranges that touch or overlap
 * ('3-5' and '5-10' both hold 5; '50-100' and '100-200' both hold 100), so each bucket here is a
 * range with explicit inclusive or exclusive ends and the buckets of one filter never overlap:
 * a canvas lands in at most one bucket of each filter. Several buckets in one filter mean OR.
 * A canvas whose figure is unknown (null) matches no bucket.
 */
const range = (
  min: number | null,
  max: number | null,
  { minInclusive = true, maxInclusive = true } = {},
): NumericRange => ({ min, minInclusive, max, maxInclusive });

/**
 * Years of experience (whole years): under 3 = 0..2, 3-5 = 3..5, 5-10 = 6..10 (5 already belongs
 * to 3-5), 11-15 = 11..15, over 15 = 16 and up.
 */
export const EXPERIENCE_RANGES: Record<(typeof EXPERIENCE_BUCKETS)[number], NumericRange> = {
  under3: range(null, 3, { maxInclusive: false }),
  '3to5': range(3, 5),
  '5to10': range(6, 10),
  '11to15': range(11, 15),
  over15: range(15, null, { minInclusive: false }),
};

/**
 * Combined average ticket in dollars (cents allowed): under 50 = [0, 50), 50-100 = [50, 100],
 * 100-200 = (100, 200], over 200 = (200, ∞).
 */
export const AVERAGE_TICKET_RANGES: Record<(typeof AVERAGE_TICKET_BUCKETS)[number], NumericRange> = {
  under50: range(null, 50, { maxInclusive: false }),
  '50to100': range(50, 100),
  '100to200': range(100, 200, { minInclusive: false }),
  over200: range(200, null, { minInclusive: false }),
};

/**
 * Annual frequency of visit (visits a year; fractions allowed): 1-5 = [1, 5], 6-10 = (5, 10],
 * 11-20 = (10, 20], over 20 = (20, ∞). Below one visit a year matches no bucket.
 */
export const VISIT_FREQUENCY_RANGES: Record<(typeof VISIT_FREQUENCY_BUCKETS)[number], NumericRange> = {
  '1to5': range(1, 5),
  '6to10': range(5, 10, { minInclusive: false }),
  '11to20': range(10, 20, { minInclusive: false }),
  over20: range(20, null, { minInclusive: false }),
};

/**
 * Repeat client retention and service-to-retail sales, in percent: 1-20 = [1, 20], 21-50 = (20, 50],
 * 51-80 = (50, 80], 81-100 = (80, 100]. Below 1 % matches no bucket.
 */
export const PERCENT_RANGES: Record<(typeof PERCENT_BUCKETS)[number], NumericRange> = {
  '1to20': range(1, 20),
  '21to50': range(20, 50, { minInclusive: false }),
  '51to80': range(50, 80, { minInclusive: false }),
  '81to100': range(80, 100, { minInclusive: false }),
};

export type GraduationWindow = (typeof GRADUATION_WINDOWS)[number];

/** `day` plus `months` calendar months, clamped to the month's last day (Jan 31 + 1 month = Feb 28/29). */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date, lastDay));
  return target.toISOString().slice(0, 10);
}

/**
 * Graduation windows, relative to `today` (the server's UTC date), on the canvas's latest
 * graduation date. Calendar months, so the windows tile the timeline without gaps or overlaps:
 *
 * - pastYear: graduated within the last 12 months — [today − 12 months, today)
 * - 1to3:  graduating in the next 1 to 3 months — [today, today + 3 months)
 *          (the first window starts today: graduating this month counts as '1-3 months')
 * - 3to6:  [today + 3 months, today + 6 months)
 * - 6to9:  [today + 6 months, today + 9 months)
 * - 9to12: [today + 9 months, today + 12 months)
 * - 12plus: 12 months or more ahead — [today + 12 months, ∞)
 *
 * Graduations more than 12 months in the past match no window.
 */
export function graduationWindow(window: GraduationWindow, today: string): DateWindow {
  const at = (months: number) => addMonths(today, months);
  switch (window) {
    case 'pastYear':
      return { from: at(-12), until: today };
    case '1to3':
      return { from: today, until: at(3) };
    case '3to6':
      return { from: at(3), until: at(6) };
    case '6to9':
      return { from: at(6), until: at(9) };
    case '9to12':
      return { from: at(9), until: at(12) };
    case '12plus':
      return { from: at(12), until: null };
  }
}

/** A range's lower edge as a sort key: none is lowest; at one value an inclusive edge comes first. */
const lowerKey = (range: NumericRange): [number, number] => [
  range.min ?? Number.NEGATIVE_INFINITY,
  range.minInclusive ? 0 : 1,
];

/**
 * The buckets chosen in one filter as the fewest ranges holding exactly the same values: ranges
 * that overlap or touch are merged ('51-80' and '81-100' percent are (50, 80] and (80, 100], so
 * (50, 100]). With `integers` (whole years of experience), [3, 5] and [6, 10] touch too. A search
 * then reads one range of the filter's index instead of testing every entry against an OR.
 */
export function mergeRanges(ranges: NumericRange[], { integers = false } = {}): NumericRange[] {
  const sorted = [...ranges].sort((a, b) => {
    const [aMin, aOpen] = lowerKey(a);
    const [bMin, bOpen] = lowerKey(b);
    return aMin - bMin || aOpen - bOpen;
  });
  const merged: NumericRange[] = [];
  for (const next of sorted) {
    const current = merged.at(-1);
    const touches =
      current !== undefined &&
      (current.max === null ||
        next.min === null ||
        next.min < current.max ||
        (next.min === current.max && (current.maxInclusive || next.minInclusive)) ||
        (integers && current.maxInclusive && next.minInclusive && next.min === current.max + 1));
    if (!current || !touches) {
      merged.push({ ...next });
      continue;
    }
    if (current.max === null) continue;
    if (next.max === null || next.max > current.max) {
      current.max = next.max;
      current.maxInclusive = next.maxInclusive;
    } else if (next.max === current.max) {
      current.maxInclusive ||= next.maxInclusive;
    }
  }
  return merged;
}

/** Graduation windows as the fewest windows holding the same days: adjacent or overlapping ones merged. */
export function mergeWindows(windows: DateWindow[]): DateWindow[] {
  const sorted = [...windows].sort((a, b) => (a.from ?? '').localeCompare(b.from ?? ''));
  const merged: DateWindow[] = [];
  for (const next of sorted) {
    const current = merged.at(-1);
    if (!current || (current.until !== null && next.from !== null && next.from > current.until)) {
      merged.push({ ...next });
      continue;
    }
    if (current.until !== null && (next.until === null || next.until > current.until))
      current.until = next.until;
  }
  return merged;
}
