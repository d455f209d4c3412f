import { messages } from './messages';

/** The highest value a percentage field takes (GPA, attendance, retention, productivity: spec 2 §5). */
export const PERCENT_MAX = 100;

/** A percentage as typed: null when it is one (or empty), else the message that says what is wrong. */
export function percentError(value: number | null): string | null {
  if (value === null) return null;
  return Number.isFinite(value) && value >= 0 && value <= PERCENT_MAX ? null : messages.percentRange;
}

const US_ZIP = /^\d{5}(?:-\d{4})?$/;

/**
 * A US ZIP code: five digits, or ZIP+4 ('78701-1234'). For fields that hold a US ZIP only (canvas
 * locations; the country list is the United States only); the settings zip and the billing zip keep
 * their own spec rules.
 */
export function isUsZip(value: string): boolean {
  return US_ZIP.test(value.trim());
}
