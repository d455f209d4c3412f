import { describe, expect, it } from 'vitest';
import { isUsZip, PERCENT_MAX, percentError } from './input-rules';
import { messages } from './messages';
import { canvasInputSchema, educationSchema, kpiSchema } from './schemas/canvas';

describe('percentages (issue 26: refused above 100 with a message, never cut)', () => {
  it('takes 0 to 100 and empty; anything else is refused with the message', () => {
    expect(messages.percentRange).toBe('Enter a percentage from 0 to 100.');
    for (const value of [null, 0, 55.5, PERCENT_MAX]) expect(percentError(value)).toBeNull();
    for (const value of [100.5, 150, -1, Number.NaN]) {
      expect(percentError(value)).toBe('Enter a percentage from 0 to 100.');
    }
  });

  it('is the message the API answers for GPA, attendance and percentage KPIs over 100', () => {
    const education = educationSchema.safeParse({ uuid: 'e', gpa: 101 });
    expect(education.error?.issues[0]?.message).toBe('Enter a percentage from 0 to 100.');
    const kpi = kpiSchema.safeParse({ productivity: 150 });
    expect(kpi.error?.issues[0]?.message).toBe('Enter a percentage from 0 to 100.');
    expect(kpiSchema.parse({ productivity: 100 }).productivity).toBe(100);
  });
});

describe('US ZIP codes (canvas locations)', () => {
  it('takes 5 digits or ZIP+4, nothing else', () => {
    for (const zip of ['78701', '78701-1234', ' 10012 ']) expect(isUsZip(zip)).toBe(true);
    for (const zip of ['7870', '787011', '78701-12', '78701 1234', 'SW1A1AA', 'abcde', '']) {
      expect(isUsZip(zip)).toBe(false);
    }
  });

  it('is checked on what editors send, with the message; an empty ZIP is fine', () => {
    const location = (zipCode: string) => ({
      detail: { locations: [{ uuid: 'l', zipCode }] },
    });
    expect(messages.usZipInvalid).toBe('Enter a US ZIP code: 5 digits, or ZIP+4 (12345-6789).');
    const refused = canvasInputSchema.safeParse(location('7870'));
    expect(refused.error?.issues[0]?.message).toBe('Enter a US ZIP code: 5 digits, or ZIP+4 (12345-6789).');
    expect(canvasInputSchema.safeParse(location('78701-1234')).success).toBe(true);
    expect(canvasInputSchema.safeParse(location('')).success).toBe(true);
  });
});
