import { describe, expect, it } from 'vitest';
import { makeOpportunityFixture } from '@/testing/opportunity-fixtures';
import { postedAge, postedStatusOf } from './posted-model';

describe("a posted opportunity's age (spec 3: months when over 2 months, else days)", () => {
  const now = new Date(2026, 10, 26, 12);

  it('counts days up to two months', () => {
    expect(postedAge(new Date(2026, 10, 26, 9).toISOString(), now)).toBe('today');
    expect(postedAge(new Date(2026, 10, 25, 9).toISOString(), now)).toBe('1 day ago');
    expect(postedAge(new Date(2026, 10, 1, 12).toISOString(), now)).toBe('25 days ago');
    expect(postedAge(new Date(2026, 8, 26, 12).toISOString(), now)).toBe('61 days ago');
  });

  it('counts whole months past two months', () => {
    expect(postedAge(new Date(2026, 8, 25, 12).toISOString(), now)).toBe('2 months ago');
    expect(postedAge(new Date(2026, 4, 1, 12).toISOString(), now)).toBe('6 months ago');
    expect(postedAge(new Date(2025, 10, 27, 12).toISOString(), now)).toBe('11 months ago');
  });
});

describe('its status (spec 3 §4)', () => {
  const now = new Date(2026, 10, 26, 12);

  it('public is Active, private or downgraded is Inactive, past the expire day is Expired', () => {
    expect(postedStatusOf(makeOpportunityFixture({ status: 'public', expire: '2026-11-26' }), now)).toBe(
      'Active',
    );
    expect(postedStatusOf(makeOpportunityFixture({ status: 'private' }), now)).toBe('Inactive');
    expect(postedStatusOf(makeOpportunityFixture({ status: 'downgrade' }), now)).toBe('Inactive');
    expect(postedStatusOf(makeOpportunityFixture({ status: 'public', expire: '2026-11-25' }), now)).toBe(
      'Expired',
    );
  });
});
