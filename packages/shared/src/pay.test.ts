import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import {
  hasPayRange,
  opportunityPaySchema,
  PAY_TRANSPARENCY_LAWS,
  payParts,
  paySummary,
  payTransparencyLawFor,
} from './pay';
import { opportunityAdditionalSchema, opportunityInputSchema } from './schemas/opportunity';

const issuesOf = (input: unknown) => {
  const result = opportunityPaySchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('structured pay rules', () => {
  it('takes nothing at all: every field is optional', () => {
    expect(opportunityPaySchema.parse({})).toEqual({
      commissionMin: null,
      commissionMax: null,
      boothRentWeekly: null,
      hourlyGuarantee: null,
      salaryMin: null,
      salaryMax: null,
      tips: false,
    });
  });

  it('keeps commission between 0% and 100%', () => {
    expect(issuesOf({ commissionMin: -1 })).toEqual([['commissionMin', messages.payCommissionBounds]]);
    expect(issuesOf({ commissionMax: 101 })).toEqual([['commissionMax', messages.payCommissionBounds]]);
    expect(issuesOf({ commissionMin: 0, commissionMax: 100 })).toEqual([]);
  });

  it('refuses a lowest commission above the highest', () => {
    expect(issuesOf({ commissionMin: 60, commissionMax: 45 })).toEqual([
      ['commissionMax', messages.payCommissionOrder],
    ]);
    expect(issuesOf({ commissionMin: 50, commissionMax: 50 })).toEqual([]);
  });

  it('keeps booth rent, the hourly guarantee and salary within sensible bounds', () => {
    expect(issuesOf({ boothRentWeekly: 0 })).toEqual([['boothRentWeekly', messages.payBoothRentBounds]]);
    expect(issuesOf({ boothRentWeekly: 5_001 })).toEqual([['boothRentWeekly', messages.payBoothRentBounds]]);
    expect(issuesOf({ hourlyGuarantee: 0.5 })).toEqual([['hourlyGuarantee', messages.payHourlyBounds]]);
    expect(issuesOf({ hourlyGuarantee: 201 })).toEqual([['hourlyGuarantee', messages.payHourlyBounds]]);
    expect(issuesOf({ salaryMin: 999 })).toEqual([['salaryMin', messages.paySalaryBounds]]);
    expect(issuesOf({ salaryMax: 1_000_001 })).toEqual([['salaryMax', messages.paySalaryBounds]]);
    expect(issuesOf({ boothRentWeekly: 250, hourlyGuarantee: 18.5, salaryMin: 40_000 })).toEqual([]);
  });

  it('refuses a lowest salary above the highest', () => {
    expect(issuesOf({ salaryMin: 60_000, salaryMax: 40_000 })).toEqual([
      ['salaryMax', messages.paySalaryOrder],
    ]);
  });

  it('refuses what is not a number', () => {
    expect(opportunityPaySchema.safeParse({ salaryMin: Number.POSITIVE_INFINITY }).success).toBe(false);
    expect(opportunityPaySchema.safeParse({ hourlyGuarantee: '18' }).success).toBe(false);
  });

  it('reads opportunities saved before structured pay (no pay at all)', () => {
    const old = opportunityAdditionalSchema.parse({ website: 'salon.example.com' });
    expect(old.pay).toBeUndefined();
    expect(opportunityInputSchema.parse({ canvasId: 1 }).additional.pay).toBeUndefined();
    const input = opportunityInputSchema.safeParse({ canvasId: 1, additional: { pay: { salaryMin: 5 } } });
    expect(input.success).toBe(false);
    expect(input.error?.issues[0]?.message).toBe(messages.paySalaryBounds);
  });
});

describe('the pay as read', () => {
  const pay = (input: object) => opportunityPaySchema.parse(input);

  it('reads as short parts joined by a dot', () => {
    expect(paySummary(pay({ commissionMin: 45, commissionMax: 55, hourlyGuarantee: 18, tips: true }))).toBe(
      '45–55% commission · $18/hr guarantee · tips',
    );
    expect(
      payParts(pay({ salaryMin: 40_000, salaryMax: 55_000, boothRentWeekly: 250.5, commissionMax: 60 })),
    ).toEqual(['up to 60% commission', '$40,000–$55,000/yr', '$250.50/week booth rent']);
    expect(payParts(pay({ commissionMin: 50, commissionMax: 50, salaryMin: 40_000 }))).toEqual([
      '50% commission',
      '$40,000/yr',
    ]);
    expect(paySummary(null)).toBe('');
    expect(paySummary(undefined)).toBe('');
  });

  it('has a range when any amount is stated; tips alone are not one', () => {
    expect(hasPayRange(pay({ tips: true }))).toBe(false);
    expect(hasPayRange(null)).toBe(false);
    for (const stated of [
      { commissionMin: 45 },
      { commissionMax: 55 },
      { hourlyGuarantee: 18 },
      { salaryMin: 40_000 },
      { salaryMax: 55_000 },
    ]) {
      expect(hasPayRange(pay(stated)), JSON.stringify(stated)).toBe(true);
    }
    expect(hasPayRange(pay({ boothRentWeekly: 250 }))).toBe(true);
  });
});

describe('pay-transparency states', () => {
  const lateNovember2026 = new Date('2026-11-26T12:00:00Z');

  it('lists each state once, with a date and the law it cites', () => {
    const codes = PAY_TRANSPARENCY_LAWS.map((law) => law.stateShort);
    expect(new Set(codes).size).toBe(codes.length);
    for (const law of PAY_TRANSPARENCY_LAWS) {
      expect(law.inForceFrom, law.state).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(law.law, law.state).not.toBe('');
    }
  });

  it('finds the laws in force in late 2026, by code or name, DC included', () => {
    const inForce = PAY_TRANSPARENCY_LAWS.filter((law) =>
      payTransparencyLawFor({ stateShort: law.stateShort }, lateNovember2026),
    ).map((law) => law.stateShort);
    expect(inForce.sort()).toEqual(
      ['CA', 'CO', 'DC', 'HI', 'IL', 'MA', 'MD', 'ME', 'MN', 'NJ', 'NY', 'VT', 'WA'].sort(),
    );
    expect(payTransparencyLawFor({ stateShort: 'ca' }, lateNovember2026)?.state).toBe('California');
    expect(payTransparencyLawFor({ state: 'new york' }, lateNovember2026)?.stateShort).toBe('NY');
    expect(payTransparencyLawFor({ stateShort: 'TX', state: 'Texas' }, lateNovember2026)).toBeNull();
    expect(payTransparencyLawFor({}, lateNovember2026)).toBeNull();
  });

  it('waits for a law to be in force (Delaware from 26 September 2027, Maine from 13 July 2026)', () => {
    expect(payTransparencyLawFor({ stateShort: 'DE' }, lateNovember2026)).toBeNull();
    expect(payTransparencyLawFor({ stateShort: 'DE' }, new Date('2027-09-26T00:00:00Z'))?.state).toBe(
      'Delaware',
    );
    expect(payTransparencyLawFor({ stateShort: 'ME' }, new Date('2026-07-12T12:00:00Z'))).toBeNull();
    expect(payTransparencyLawFor({ stateShort: 'ME' }, new Date('2026-07-13T12:00:00Z'))?.state).toBe(
      'Maine',
    );
  });
});
