import { PASSWORD_MIN_LENGTH } from './constants';

/**
 * Validation rules as pure functions so the API, the forms and the tests share one definition.
 */

/** A plausible email: one @, no spaces, and at least two domain segments (spec 1 §5). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/**
 * At least 8 characters with a lowercase letter, an uppercase letter, a digit and a symbol;
 * underscore counts as a symbol (spec 1 §5).
 */
export function isValidPassword(value: string): boolean {
  return (
    value.length >= PASSWORD_MIN_LENGTH &&
    /[a-z]/.test(value) &&
    /[A-Z]/.test(value) &&
    /\d/.test(value) &&
    /[^A-Za-z0-9]/.test(value)
  );
}

/** Phone numbers without a leading + get +1 (spec 1 §5). */
export function withCountryCode(phone: string): string {
  const trimmed = phone.trim();
  if (trimmed === '' || trimmed.startsWith('+')) return trimmed;
  return `+1${trimmed.replace(/\D/g, '')}`;
}
