import type { CanvasType } from './constants';
import { AWARD_TITLES } from './schemas/canvas';

/**
 * Spec 2 §3 Award: "business accounts see only a subset" of the award titles, without saying which.
 * A salon earns industry awards and brand certifications, not a student's honours, so the subset
 * leaves out Dean's List, Honors, Scholarship, Club/Teams and the student programmes (Caper, Head Up,
 * Purpose Discovery/EQ 101). Schools see every title. 'Other' stays, so nothing is out of reach.
 */
export const BUSINESS_AWARD_TITLES: readonly string[] = AWARD_TITLES.filter((title) =>
  [
    'Beacon',
    'Biolage Scalp Certified Specialist',
    'NAHA',
    'Redken Safe Space Educated',
    'Shades EQ Specialist Program',
    'Redken Specialist Program',
    'Other',
  ].includes(title),
);

/** The award titles a business or school canvas offers. */
export const awardTitlesOf = (type: Extract<CanvasType, 'business' | 'school'>): readonly string[] =>
  type === 'business' ? BUSINESS_AWARD_TITLES : AWARD_TITLES;
