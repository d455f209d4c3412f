import { describe, expect, it } from 'vitest';
import { fillViews, viewLabel } from './views-chart-modal';

const now = Date.UTC(2026, 10, 26, 15); // Thursday 2026-11-26

describe('the views chart fills the quiet buckets with 0', () => {
  it('30 days up to today', () => {
    const days = fillViews([{ date: '2026-11-24', count: 3 }], 'day', now);
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ date: '2026-10-28', count: 0 });
    expect(days.at(-1)).toEqual({ date: '2026-11-26', count: 0 });
    expect(days.find((day) => day.date === '2026-11-24')?.count).toBe(3);
  });

  it('weeks from Monday, up to this one', () => {
    const weeks = fillViews([{ date: '2026-11-16', count: 30 }], 'week', now);
    expect(weeks).toHaveLength(13);
    expect(weeks.at(-1)).toEqual({ date: '2026-11-23', count: 0 });
    expect(weeks.at(-2)).toEqual({ date: '2026-11-16', count: 30 });
  });

  it('12 months up to this one', () => {
    const months = fillViews([{ date: '2026-01-01', count: 9 }], 'month', now);
    expect(months.map((month) => month.date)).toEqual([
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
      '2026-04-01',
      '2026-05-01',
      '2026-06-01',
      '2026-07-01',
      '2026-08-01',
      '2026-09-01',
      '2026-10-01',
      '2026-11-01',
    ]);
    expect(months[1]?.count).toBe(9);
  });

  it('labels days and weeks MM-DD and months YYYY-MM', () => {
    expect(viewLabel('2026-11-24', 'day')).toBe('11-24');
    expect(viewLabel('2026-11-01', 'month')).toBe('2026-11');
  });
});
