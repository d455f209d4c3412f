import { describe, expect, it } from 'vitest';
import { awardTitlesOf, BUSINESS_AWARD_TITLES } from './award-rules';
import { AWARD_TITLES } from './schemas/canvas';

describe('award titles (spec 2 §3 Award: business accounts see a subset)', () => {
  it('business: awards and certifications, never Dean’s List, Scholarship or the student titles', () => {
    expect(BUSINESS_AWARD_TITLES).toEqual(
      expect.arrayContaining(['Beacon', 'NAHA', 'Redken Specialist Program', 'Other']),
    );
    for (const title of ["Dean's List", 'Scholarship', 'Honors', 'Club/Teams']) {
      expect(BUSINESS_AWARD_TITLES).not.toContain(title);
    }
    expect(BUSINESS_AWARD_TITLES.every((title) => (AWARD_TITLES as readonly string[]).includes(title))).toBe(
      true,
    );
    expect(awardTitlesOf('business')).toBe(BUSINESS_AWARD_TITLES);
  });

  it('schools see every title', () => {
    expect(awardTitlesOf('school')).toBe(AWARD_TITLES);
  });
});
