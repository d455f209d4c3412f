import { describe, expect, it } from 'vitest';
import { fullDate, timeAgo } from './time-ago';

const now = new Date('2026-11-26T14:00:00Z');
const before = (ms: number) => new Date(now.getTime() - ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe("a notification's age", () => {
  it("reads like '2 hours ago', with the largest unit that fits", () => {
    expect(timeAgo(before(30_000), now)).toBe('just now');
    expect(timeAgo(before(MINUTE), now)).toBe('1 minute ago');
    expect(timeAgo(before(59 * MINUTE), now)).toBe('59 minutes ago');
    expect(timeAgo(before(2 * HOUR + 5 * MINUTE), now)).toBe('2 hours ago');
    expect(timeAgo(before(DAY), now)).toBe('1 day ago');
    expect(timeAgo(before(45 * DAY), now)).toBe('1 month ago');
    expect(timeAgo(before(800 * DAY), now)).toBe('2 years ago');
  });

  it('reads a clock a little ahead of the server as just now, and an unreadable date as nothing', () => {
    expect(timeAgo(new Date(now.getTime() + 5000), now)).toBe('just now');
    expect(timeAgo('not a date', now)).toBe('');
  });

  it('gives the full date and time for the hover title', () => {
    expect(fullDate('2026-11-26T14:05:00')).toBe('Nov 26, 2026, 2:05 PM');
    expect(fullDate('nope')).toBe('');
  });
});
