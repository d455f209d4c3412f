import { messages } from '@canvas/shared';
import { describe, expect, it } from 'vitest';
import { formatUpdatedAgo, updatedAgo } from './updated-ago';

const now = new Date('2025-06-15T12:00:00.000Z');
const before = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe("'Updated N units ago' (spec 1 §2.4: months, weeks, days, hours, minutes)", () => {
  it.each([
    [30 * 1000, 1, 'minute'],
    [1 * MINUTE, 1, 'minute'],
    [59 * MINUTE, 59, 'minute'],
    [60 * MINUTE, 1, 'hour'],
    [23 * HOUR + 59 * MINUTE, 23, 'hour'],
    [1 * DAY, 1, 'day'],
    [6 * DAY + 23 * HOUR, 6, 'day'],
    [7 * DAY, 1, 'week'],
    [29 * DAY, 4, 'week'],
    [30 * DAY, 1, 'month'],
    [59 * DAY, 1, 'month'],
    [60 * DAY, 2, 'month'],
    [400 * DAY, 13, 'month'],
  ])('%i ms ago is %i %s', (elapsed, count, unit) => {
    expect(updatedAgo(before(elapsed), now)).toEqual({ count, unit });
  });

  it('reads a clock slightly ahead of the server as 1 minute, never negative', () => {
    expect(updatedAgo(new Date(now.getTime() + 5 * MINUTE), now)).toEqual({ count: 1, unit: 'minute' });
  });

  it('writes the spec text, singular for one and plural otherwise', () => {
    expect(formatUpdatedAgo(before(3 * DAY), now)).toBe(messages.browseUpdatedAgo(3, 'days'));
    expect(formatUpdatedAgo(before(3 * DAY), now)).toBe('Updated 3 days ago');
    expect(formatUpdatedAgo(before(1 * HOUR), now)).toBe('Updated 1 hour ago');
    expect(formatUpdatedAgo(before(2 * 7 * DAY), now)).toBe('Updated 2 weeks ago');
    expect(formatUpdatedAgo(before(90 * DAY), now)).toBe('Updated 3 months ago');
    expect(formatUpdatedAgo(before(5 * MINUTE), now)).toBe('Updated 5 minutes ago');
  });

  it('shows no tag for a date it cannot read', () => {
    expect(formatUpdatedAgo('not a date', now)).toBeNull();
  });
});
