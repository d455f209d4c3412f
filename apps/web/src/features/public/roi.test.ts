import { describe, expect, it } from 'vitest';
import { calculateChairLoss, formatDollars } from './roi';

describe('chair-loss ROI', () => {
  it('multiplies chairs, ticket, services and days into lost revenue per week, month and year', () => {
    const result = calculateChairLoss({
      emptyChairs: 2,
      averageTicket: 80,
      servicesPerDay: 5,
      daysOpenPerWeek: 5,
      hireCost: 400,
    });
    expect(result.perDay).toBe(800);
    expect(result.perWeek).toBe(4000);
    expect(result.perYear).toBe(208_000);
    expect(result.perMonth).toBeCloseTo(208_000 / 12);
    expect(result.cumulativeByMonth).toHaveLength(12);
    expect(result.cumulativeByMonth[11]).toBeCloseTo(208_000);
  });

  it('pays back the hire cost in whole working days, at least one', () => {
    expect(
      calculateChairLoss({
        emptyChairs: 1,
        averageTicket: 50,
        servicesPerDay: 4,
        daysOpenPerWeek: 5,
        hireCost: 450,
      }).paybackDays,
    ).toBe(3);
    expect(
      calculateChairLoss({
        emptyChairs: 1,
        averageTicket: 50,
        servicesPerDay: 4,
        daysOpenPerWeek: 5,
        hireCost: 0,
      }).paybackDays,
    ).toBe(1);
  });

  it('keeps inputs inside sensible limits (no negative or runaway numbers)', () => {
    const result = calculateChairLoss({
      emptyChairs: -3,
      averageTicket: Number.NaN,
      servicesPerDay: 99,
      daysOpenPerWeek: 9,
      hireCost: -1,
    });
    expect(result.perDay).toBe(1 * 1 * 30);
    expect(result.perWeek).toBe(30 * 7);
  });

  it('formats whole US dollars', () => {
    expect(formatDollars(208000.4)).toBe('$208,000');
  });
});
