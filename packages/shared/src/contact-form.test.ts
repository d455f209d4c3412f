import { describe, expect, it } from 'vitest';
import { CONTACT_FIELD_MAX_LENGTH, type ContactFormValues, contactFormErrors } from './contact-form';
import { messages } from './messages';
import { contactFormSchema } from './schemas/public';

const valid: ContactFormValues = {
  name: 'Maya Chen',
  occupation: 'Beauty Professional',
  email: 'maya@example.com',
  phone: '',
  message: 'Do you work with schools in Texas?',
};

/** The first message per field of contactFormSchema, as the form used to show them. */
function schemaErrors(values: ContactFormValues): Record<string, string> {
  const result = contactFormSchema.safeParse(values);
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]);
    errors[field] ??= issue.message;
  }
  return errors;
}

const long = (field: keyof ContactFormValues, extra = 1) =>
  'x'.repeat(CONTACT_FIELD_MAX_LENGTH[field] + extra);

const cases: Array<[string, Partial<ContactFormValues>]> = [
  ['a complete form', {}],
  ['a form with every optional field', { phone: '(212) 555-0100', occupation: 'My own words' }],
  ['an empty form', { name: '', occupation: '', email: '', phone: '', message: '' }],
  ['blanks only', { name: '   ', email: '  ', message: '\n\n ' }],
  ['an email without a domain', { email: 'maya@' }],
  ['an email without a dot in the domain', { email: 'maya@example' }],
  ['an email with a space', { email: 'maya chen@example.com' }],
  ['an email with spaces around it', { email: '  maya@example.com  ' }],
  ['two @', { email: 'maya@@example.com' }],
  ['a name at the limit', { name: long('name', 0) }],
  ['a name over the limit', { name: long('name') }],
  ['a name over the limit once trimmed only', { name: ` ${long('name', 0)} ` }],
  ['an occupation over the limit', { occupation: long('occupation') }],
  ['an email over the limit', { email: `${'x'.repeat(250)}@example.com` }],
  ['a phone over the limit', { phone: long('phone') }],
  ['a message at the limit', { message: long('message', 0) }],
  ['a message over the limit', { message: long('message') }],
];

describe('contactFormErrors', () => {
  it.each(cases)('agrees with contactFormSchema on %s', (_, change) => {
    const values = { ...valid, ...change };
    expect(contactFormErrors(values)).toEqual(schemaErrors(values));
  });

  it("uses the spec's messages", () => {
    expect(contactFormErrors({ name: '', occupation: '', email: '', phone: '', message: '' })).toEqual({
      name: messages.contactNameRequired,
      email: messages.contactEmailRequired,
      message: messages.contactMessageRequired,
    });
    expect(contactFormErrors({ ...valid, email: 'maya@example' })).toEqual({ email: messages.emailInvalid });
    expect(contactFormErrors(valid)).toEqual({});
  });
});
