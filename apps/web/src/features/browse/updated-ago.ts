import { messages } from '@canvas/shared';

/**
 * The card's 'Updated N units ago' tag (spec 1 §2.4). The spec's units are months, weeks, days,
 * hours and minutes: the largest unit that fits is used, so nothing reads '0 weeks'. A month counts
 * as 30 days; anything under a minute (or a clock a little ahead of the server) reads '1 minute'.
 */
export type UpdatedUnit = 'month' | 'week' | 'day' | 'hour' | 'minute';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30 * DAY;

export function updatedAgo(
  updatedAt: string | Date,
  now: Date = new Date(),
): { count: number; unit: UpdatedUnit } | null {
  const then = typeof updatedAt === 'string' ? new Date(updatedAt) : updatedAt;
  if (Number.isNaN(then.getTime())) return null;
  const elapsed = Math.max(0, now.getTime() - then.getTime());
  if (elapsed >= MONTH) return { count: Math.floor(elapsed / MONTH), unit: 'month' };
  if (elapsed >= WEEK) return { count: Math.floor(elapsed / WEEK), unit: 'week' };
  if (elapsed >= DAY) return { count: Math.floor(elapsed / DAY), unit: 'day' };
  if (elapsed >= HOUR) return { count: Math.floor(elapsed / HOUR), unit: 'hour' };
  return { count: Math.max(1, Math.floor(elapsed / MINUTE)), unit: 'minute' };
}

/** The tag's text, or null when the date cannot be read (the card then shows no tag). */
export function formatUpdatedAgo(updatedAt: string | Date, now: Date = new Date()): string | null {
  const ago = updatedAgo(updatedAt, now);
  if (!ago) return null;
  const { count, unit } = ago;
  return messages.browseUpdatedAgo(count, count === 1 ? unit : `${unit}s`);
}
