import {
  type Canvas,
  type CanvasCategoryInput,
  type CanvasInput,
  type CanvasLocation,
  type CanvasType,
  isValidEmail,
  type MemberRole,
  messages,
  type OptionRef,
  OTHER_CATEGORY_ID,
  SC_SALON_ID_MAX,
} from '@canvas/shared';

/**
 * The rules of the business and school info steps (spec 2 "Company info step", "School info step",
 * §3 Company info form / School info form, §5), kept apart from the pages so they read like the spec.
 */

/** Spec 2 §5 "Company info": missing items are listed by these labels. */
export type CompanyInfoField = 'Company name' | typeof messages.businessCategoryRequired | 'Location';
/** Spec 2 §5 "School info": 'School name', 'Your title', 'Location' (default and all extras). */
export type SchoolInfoField = 'School name' | 'Your title' | 'Location';

/** A location needs an address (spec 2 §5: "every location needs an address"). */
const hasAddress = (location: Pick<CanvasLocation, 'address'>) => location.address.trim() !== '';

/** The default location and every extra one need an address, and there must be one at least. */
function missingLocation(locations: readonly Pick<CanvasLocation, 'address'>[]): boolean {
  return locations.length === 0 || !locations.every(hasAddress);
}

export function missingCompanyInfoFields(values: {
  companyName: string;
  categories: readonly OptionRef[];
  locations: readonly Pick<CanvasLocation, 'address'>[];
}): CompanyInfoField[] {
  const missing: CompanyInfoField[] = [];
  if (!values.companyName.trim()) missing.push('Company name');
  if (!values.categories.some((category) => category.name.trim() !== ''))
    missing.push(messages.businessCategoryRequired);
  if (missingLocation(values.locations)) missing.push('Location');
  return missing;
}

export function missingSchoolInfoFields(values: {
  schoolName: string;
  title: string;
  locations: readonly Pick<CanvasLocation, 'address'>[];
}): SchoolInfoField[] {
  const missing: SchoolInfoField[] = [];
  if (!values.schoolName.trim()) missing.push('School name');
  if (!values.title.trim()) missing.push('Your title');
  if (missingLocation(values.locations)) missing.push('Location');
  return missing;
}

// Input rules (spec 2 §5)

/** A slash is blocked in the school and company name: typed or pasted, it never reaches the field. */
export const stripSlashes = (value: string): string => value.replace(/\//g, '');

/** The contact number: digits only (the keys e, +, - and '.' are blocked; spec 2 §5). */
export const CONTACT_NUMBER_MAX = 20;
export const CONTACT_BLOCKED_KEYS: readonly string[] = ['e', 'E', '+', '-', '.'];
export const contactDigits = (value: string): string => value.replace(/\D/g, '').slice(0, CONTACT_NUMBER_MAX);

/** The account (Sold to) number: digits only, at most 10 (spec 2 §5). */
export const SC_SALON_ID_DIGITS = String(SC_SALON_ID_MAX).length;
export const scSalonIdDigits = (value: string): string =>
  value.replace(/\D/g, '').slice(0, SC_SALON_ID_DIGITS);

/** Null when the account number may be saved (empty is allowed: the field is optional). */
export function scSalonIdError(value: string): string | null {
  const text = value.trim();
  if (text === '') return null;
  return /^\d+$/.test(text) && text.length <= SC_SALON_ID_DIGITS ? null : messages.scSalonIdInvalid;
}

/** The account number to store after the canvas is saved, or null when there is nothing new to store. */
export function scSalonIdToStore(value: string, stored: number | null): number | null {
  const text = value.trim();
  if (text === '' || scSalonIdError(text) !== null) return null;
  const number = Number(text);
  return number === stored ? null : number;
}

// Business categories (spec 2 §3: detail.categories [{optionId, name}])

/** A tag typed with no catalogue match is kept as 'Other' with its name (normalisation keeps the name). */
export function categoriesFromTags(tags: readonly OptionRef[]): CanvasCategoryInput[] {
  return tags
    .filter((tag) => tag.name.trim() !== '')
    .map((tag) =>
      tag.optionId === null
        ? { optionId: OTHER_CATEGORY_ID, name: tag.name.trim(), otherName: tag.name.trim() }
        : { optionId: tag.optionId, name: tag.name },
    );
}

export function tagsFromCategories(categories: Canvas['detail']['categories']): OptionRef[] {
  return categories
    .filter((category) => category.name.trim() !== '')
    .map((category) => ({
      optionId: category.optionId === OTHER_CATEGORY_ID ? null : category.optionId,
      name: category.name,
    }));
}

// Employees to invite (school info step: each location carries employees with email and role)

export interface InviteDraft {
  /** Keys the row in the list (not sent). */
  key: string;
  email: string;
  role: MemberRole;
}

/** Rows left empty are not invitations: they are dropped rather than refused. */
export const filledInvites = (drafts: readonly InviteDraft[]): InviteDraft[] =>
  drafts.filter((draft) => draft.email.trim() !== '');

/** 'Invalid Email Address' (spec 2 §5) for each filled row whose email is not valid, by row key. */
export function inviteEmailErrors(drafts: readonly InviteDraft[]): Record<string, string> {
  return Object.fromEntries(
    filledInvites(drafts)
      .filter((draft) => !isValidEmail(draft.email.trim()))
      .map((draft) => [draft.key, messages.inviteEmailInvalid]),
  );
}

/** The add-employee members of one location's filled rows, each email once (case ignored). */
export function inviteMembers(drafts: readonly InviteDraft[]): { email: string; role: MemberRole }[] {
  const seen = new Set<string>();
  const members: { email: string; role: MemberRole }[] = [];
  for (const draft of filledInvites(drafts)) {
    const email = draft.email.trim();
    const key = email.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    members.push({ email, role: draft.role });
  }
  return members;
}

// Saving

/** What the company info step saves (create or update): the name, contact number, categories and locations. */
export function companyInfoInput(values: {
  companyName: string;
  contactNumber: string;
  categories: readonly OptionRef[];
  locations: readonly CanvasLocation[];
}): CanvasInput {
  return {
    introduction: { name: values.companyName.trim() },
    detail: {
      primaryContactNumber: values.contactNumber.trim(),
      categories: categoriesFromTags(values.categories),
      locations: [...values.locations],
    },
  };
}

/** What the school info step saves: the school's name, the user's title, contact number and locations. */
export function schoolInfoInput(values: {
  schoolName: string;
  title: string;
  contactNumber: string;
  locations: readonly CanvasLocation[];
}): CanvasInput {
  return {
    introduction: { name: values.schoolName.trim(), title: values.title.trim() },
    detail: { primaryContactNumber: values.contactNumber.trim(), locations: [...values.locations] },
  };
}

export type OrgCanvasType = Extract<CanvasType, 'business' | 'school'>;
