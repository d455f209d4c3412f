import { messages } from './messages';
import { isValidEmail } from './rules';

/**
 * The contact form of spec 1 §2.6 without zod: the form on /contact-us is a prerendered page's
 * island, and its validation would otherwise load zod (~28 KB gz) for five fields.
 * `contactFormSchema` (schemas/public.ts) is built from the same limits, and
 * contact-form.test.ts checks that the two agree on every rule.
 */

/** Occupation suggestions of the contact form (spec 1 §3 "Contact message"); free text is allowed. */
export const CONTACT_OCCUPATIONS = [
  'Advertiser',
  'Business Owner',
  'Beauty Professional',
  'Beauty Student',
  'Cosmetology School',
  'Beauty Org.',
  'Student',
] as const;

export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

/** The longest value each field takes (the inputs' maxlength). */
export const CONTACT_FIELD_MAX_LENGTH = {
  name: 120,
  occupation: 80,
  email: 254,
  phone: 40,
  message: CONTACT_MESSAGE_MAX_LENGTH,
} as const;

/** The contact form as the browser edits it. */
export interface ContactFormValues {
  name: string;
  occupation: string;
  email: string;
  phone: string;
  message: string;
}

export type ContactFormErrors = Partial<Record<keyof ContactFormValues, string>>;

const REQUIRED: Partial<Record<keyof ContactFormValues, string>> = {
  name: messages.contactNameRequired,
  email: messages.contactEmailRequired,
  message: messages.contactMessageRequired,
};

/**
 * The first error of each field (validated on blur with the spec's messages, spec 1 §5): required
 * fields, the email's form, and the lengths (the same wording as the API's).
 */
export function contactFormErrors(values: ContactFormValues): ContactFormErrors {
  const errors: ContactFormErrors = {};
  for (const field of Object.keys(CONTACT_FIELD_MAX_LENGTH) as Array<keyof ContactFormValues>) {
    const value = values[field].trim();
    const required = REQUIRED[field];
    const max = CONTACT_FIELD_MAX_LENGTH[field];
    if (required && value.length === 0) errors[field] = required;
    else if (value.length > max) errors[field] = `${field} must be at most ${max} characters`;
    else if (field === 'email' && !isValidEmail(value)) errors[field] = messages.emailInvalid;
  }
  return errors;
}
