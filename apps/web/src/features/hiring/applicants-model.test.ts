import { describe, expect, it } from 'vitest';
import {
  localDateTimeToIso,
  responseTimeText,
  statusFilterOptions,
  statusLabel,
  statusOfFilter,
} from './applicants-model';

describe('responseTimeText', () => {
  it('counts hours below two days and days from then on, rounding up', () => {
    expect(responseTimeText(0.2)).toBe('Usually responds within 1 hour');
    expect(responseTimeText(5.5)).toBe('Usually responds within 6 hours');
    expect(responseTimeText(47)).toBe('Usually responds within 47 hours');
    expect(responseTimeText(48)).toBe('Usually responds within 2 days');
    expect(responseTimeText(73)).toBe('Usually responds within 4 days');
  });
});

describe('the status filter', () => {
  it('starts with ALL, which sends no status', () => {
    expect(statusFilterOptions(false)[0]).toEqual({ value: 'ALL', label: 'ALL' });
    expect(statusFilterOptions(false)).toHaveLength(15);
    expect(statusFilterOptions(true)).toHaveLength(12);
    expect(statusOfFilter('ALL')).toBeUndefined();
    expect(statusOfFilter('notAFit')).toBe('notAFit');
    expect(statusOfFilter('nonsense')).toBeUndefined();
  });
});

describe('localDateTimeToIso', () => {
  it('reads the datetime-local value in the reader’s time zone; nothing when empty', () => {
    expect(localDateTimeToIso('')).toBeNull();
    expect(localDateTimeToIso('not a date')).toBeNull();
    expect(localDateTimeToIso('2026-12-01T14:30')).toBe(new Date('2026-12-01T14:30').toISOString());
  });
});

describe('statusLabel', () => {
  it("names the contract's keys by their labels and other keys in words", () => {
    expect(statusLabel('notAFit')).toBe('Not a Fit');
    expect(statusLabel('withdrawed')).toBe('Withdrawn');
    expect(statusLabel('score3')).toBe('Score 3');
    expect(statusLabel('declined')).toBe('Declined');
    expect(statusLabel('offerRescinded')).toBe('Offer Rescinded');
  });
});
