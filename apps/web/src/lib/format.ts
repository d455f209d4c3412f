import type { PlatformType, ProfileTarget } from '@canvas/shared';

/** Dates are shown MM/DD/YYYY (spec 1 §9), in the viewer's time zone. */
export function formatDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const mm = String(date.getMonth() + 1).padStart(2, '0');
  const dd = String(date.getDate()).padStart(2, '0');
  return `${mm}/${dd}/${date.getFullYear()}`;
}

let numberFormat: Intl.NumberFormat | undefined;

/**
 * A count the en-US way (12,345). Whole numbers are grouped by hand: the first Intl.NumberFormat
 * a page creates loads the browser's locale data (~25 ms of a phone's first screen, where the
 * member count is); anything else goes through one made when first needed.
 */
export function formatCount(value: number): string {
  if (Number.isSafeInteger(value)) {
    const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    return value < 0 ? `-${digits}` : digits;
  }
  numberFormat ??= new Intl.NumberFormat('en-US');
  return numberFormat.format(value);
}

export function fullName(profile: { firstName: string; lastName: string }): string {
  return `${profile.firstName} ${profile.lastName}`.trim();
}

const accountTypeLabels: Record<ProfileTarget, string> = {
  studentCanvas: 'Student',
  personalCanvas: 'Beauty professional',
  careerOpportunity: 'Hiring business',
  schoolDashboard: 'Beauty school',
  businessCanvas: 'Salon or business',
  admin: 'Administrator',
};

export function accountTypeLabel(target: ProfileTarget | null): string {
  return target ? accountTypeLabels[target] : 'Member';
}

const signInMethodLabels: Record<PlatformType, string> = {
  internal: 'Email and password',
  google: 'Google',
  facebook: 'Facebook',
};

export function signInMethodLabel(platformType: PlatformType): string {
  return signInMethodLabels[platformType];
}
