import { describe, expect, it } from 'vitest';
import { formatCount, formatDate } from './format';

describe('formatCount', () => {
  const reference = new Intl.NumberFormat('en-US');
  it.each([
    0,
    7,
    42,
    999,
    1000,
    1001,
    12_345,
    99_999,
    100_000,
    365_000,
    1_000_000,
    50_123_456,
    -1,
    -1234,
    -1_000_000,
    Number.MAX_SAFE_INTEGER,
    1234.5,
    0.25,
    -98765.4321,
    1e21,
  ])('writes %d as Intl.NumberFormat en-US does', (value) => {
    expect(formatCount(value)).toBe(reference.format(value));
  });
});

describe('formatDate', () => {
  it('writes MM/DD/YYYY and nothing for an invalid date', () => {
    expect(formatDate(new Date(2026, 0, 5))).toBe('01/05/2026');
    expect(formatDate('not a date')).toBe('');
  });
});
