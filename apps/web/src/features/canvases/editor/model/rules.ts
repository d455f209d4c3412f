import {
  type Award,
  type CanvasCategory,
  CLUB_AWARD_TITLE,
  type Education,
  EMPTY_CATEGORY_ID,
  type Kpi,
  messages,
  OTHER_CATEGORY_ID,
} from '@canvas/shared';

/**
 * The editors' form rules (spec 2 §5 Input rules), as pure functions the components and tests share.
 */

/** Spec 2 §5: GPA, attendance, repeat retention and productivity are capped at 100. */
export const PERCENT_CAP = 100;
/** Spec 2 §9: the employment description preview is cut at 200 characters. */
export const DESCRIPTION_PREVIEW_LENGTH = 200;

/** Education step (student step 0): program and school are required, listed by label. */
export type EducationStepField = 'Program' | 'School';
export function missingEducationStepFields(values: {
  programName: string;
  schoolName: string;
}): EducationStepField[] {
  const missing: EducationStepField[] = [];
  if (!values.programName.trim()) missing.push('Program');
  if (!values.schoolName.trim()) missing.push('School');
  return missing;
}

/** The education modal of the editor needs a school name and a graduation date. */
export function educationModalError(
  education: Pick<Education, 'schoolName' | 'graduationDate'>,
): string | null {
  return education.schoolName.trim() && education.graduationDate ? null : messages.educationModalRequired;
}

/** A professional category row: chosen (not -1), and for Other (0) a typed name. */
export function categoryError(category: Pick<CanvasCategory, 'optionId' | 'otherName'>): string | null {
  if (category.optionId === EMPTY_CATEGORY_ID) return messages.categoryRequired;
  if (category.optionId === OTHER_CATEGORY_ID && !category.otherName.trim())
    return messages.categoryNameRequired;
  return null;
}

/** Every row's error, or null when the list may be saved (at least one category). */
export function categoryListErrors(categories: CanvasCategory[]): (string | null)[] | null {
  if (categories.length === 0) return [messages.categoryRequired];
  const errors = categories.map(categoryError);
  return errors.some(Boolean) ? errors : null;
}

/** The award dialog's values (spec 2 §3 Award, §5). */
export interface AwardFormValues {
  title: string;
  otherTitle: string;
  issuer: string;
  issueYear: string;
  clubName: string;
}

export function isClubAward(values: Pick<AwardFormValues, 'title'>): boolean {
  return values.title === CLUB_AWARD_TITLE;
}

/** 'Title is required' when no title is chosen, or Other has no specified title. */
export function awardTitleError(values: Pick<AwardFormValues, 'title' | 'otherTitle'>): string | null {
  if (!values.title) return messages.awardTitleRequired;
  if (values.title === 'Other' && !values.otherTitle.trim()) return messages.awardTitleRequired;
  return null;
}

export function isFutureYear(year: string, now = new Date()): boolean {
  return /^\d{4}$/.test(year) && Number(year) > now.getFullYear();
}

/** The add button is enabled only with a title and a (past or current) year, and an issuer unless it is a club. */
export function canSaveAward(values: AwardFormValues, now = new Date()): boolean {
  if (awardTitleError(values)) return false;
  if (!/^\d{4}$/.test(values.issueYear) || isFutureYear(values.issueYear, now)) return false;
  if (isClubAward(values)) return values.clubName.trim() !== '';
  return values.issuer.trim() !== '';
}

export function awardFromForm(values: AwardFormValues, uuid: string): Award {
  const club = isClubAward(values);
  return {
    uuid,
    title: values.title === 'Other' ? values.otherTitle.trim() : values.title,
    issuer: club ? '' : values.issuer.trim(),
    issueYear: values.issueYear,
    clubName: club ? values.clubName.trim() : '',
    isUserAchievement: false,
  };
}

export function awardToForm(award: Award, titles: readonly string[]): AwardFormValues {
  const known = titles.includes(award.title);
  return {
    title: known ? award.title : 'Other',
    otherTitle: known ? '' : award.title,
    issuer: award.issuer,
    issueYear: award.issueYear,
    clubName: award.clubName,
  };
}

/** The KPI fields in the order the editor shows them (spec 2 §3 KPI fields, plus service-to-retail). */
export interface KpiField {
  key: keyof Kpi;
  label: string;
  unit: 'count' | 'percent' | 'dollars';
  /** Upper bound; null when only negatives are refused. */
  max: number | null;
  description: string;
}

export const KPI_FIELDS: readonly KpiField[] = [
  {
    key: 'newGuestsPerMonth',
    label: 'New guests per month',
    unit: 'count',
    max: null,
    description: 'First-time guests you serve in an average month.',
  },
  {
    key: 'newClientRetention',
    label: 'New client retention',
    unit: 'percent',
    max: PERCENT_CAP,
    description: 'Share of new guests who book again.',
  },
  {
    key: 'repeatClientRetention',
    label: 'Repeat client retention',
    unit: 'percent',
    max: PERCENT_CAP,
    description: 'Share of regulars who keep coming back.',
  },
  {
    key: 'annualFrequencyOfVisit',
    label: 'Annual frequency of visit',
    unit: 'count',
    max: null,
    description: 'How many times a typical client visits per year.',
  },
  {
    key: 'combinedAverageTicket',
    label: 'Combined average ticket',
    unit: 'dollars',
    max: null,
    description: 'Average spend per visit, services and retail together.',
  },
  {
    key: 'productivity',
    label: 'Productivity',
    unit: 'percent',
    max: PERCENT_CAP,
    description: 'Share of your available hours that are booked.',
  },
  {
    key: 'serviceToRetailSales',
    label: 'Service to retail sales',
    unit: 'percent',
    max: PERCENT_CAP,
    description: 'Retail sales as a share of your service sales.',
  },
];

/** A KPI value as typed: empty is unset, negatives are refused, percentages stop at 100. */
export function clampKpi(field: Pick<KpiField, 'max'>, value: number | string): number | null {
  if (value === '' || value === null) return null;
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number) || number < 0) return null;
  return field.max === null ? number : Math.min(number, field.max);
}

/** Spec 2 §5: the employment description preview truncates at 200 characters. */
export function truncateDescription(
  text: string,
  length = DESCRIPTION_PREVIEW_LENGTH,
): {
  text: string;
  isTruncated: boolean;
} {
  if (text.length <= length) return { text, isTruncated: false };
  return { text: `${text.slice(0, length).trimEnd()}…`, isTruncated: true };
}

/** A YYYY-MM-DD date as the product shows dates, MM/DD/YYYY (no time-zone shift). */
export function formatIsoDate(value: string | null): string {
  if (!value) return '';
  const [year, month, day] = value.split('-');
  return year && month && day ? `${month}/${day}/${year}` : value;
}
