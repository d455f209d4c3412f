import type { PlatformType, ProfileTarget } from '@canvas/shared';

/** Dates are shown MM/DD/YYYY (spec 1 §9), in the viewer's time zone. */
export function formatDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const mm = String(date.getMonth() + 1).padStart(2, '0');
  const dd = String(date.getDate()).padStart(2, '0');
  return `${mm}/${dd}/${date.getFullYear()}`;
}

const numberFormat = new Intl.NumberFormat('en-US');

export function formatCount(value: number): string {
  return numberFormat.format(value);
}

export function fullName(profile: { firstName: string; lastName: string }): string {
  return `${profile.firstName} ${profile.lastName}`.trim();
}

/** Two letters for an avatar placeholder: first and last initial, or the email's first letter. */
export function initials(profile: { firstName: string; lastName: string }, email = ''): string {
  const letters = `${profile.firstName.trim().charAt(0)}${profile.lastName.trim().charAt(0)}`;
  return (letters || email.charAt(0) || '?').toUpperCase();
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
