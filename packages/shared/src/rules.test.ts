import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import { isValidEmail, isValidPassword, withCountryCode } from './rules';
import { loginSchema } from './schemas/auth';
import { newPasswordField } from './schemas/common';

describe('password rule (spec 1 §5)', () => {
  it('accepts 8+ characters with lower, upper, digit and symbol; underscore counts as a symbol', () => {
    expect(isValidPassword('Demo_pass1')).toBe(true);
    expect(isValidPassword('Abcdef1!')).toBe(true);
  });

  it.each([
    ['7 characters', 'Abcde1!'],
    ['no uppercase', 'abcdef1!'],
    ['no lowercase', 'ABCDEF1!'],
    ['no digit', 'Abcdefg!'],
    ['no symbol', 'Abcdefg1'],
  ])('refuses a password with %s', (_case, password) => {
    expect(isValidPassword(password)).toBe(false);
  });

  it("answers the spec's exact message, typo included", () => {
    const result = newPasswordField.safeParse('short');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'Password must be more than 8 characters long, should contain at leat 1 uppercase, 1 lowercase, 1 numeric and 1 special character.',
    );
  });
});

describe('email rule', () => {
  it('needs at least two domain segments', () => {
    expect(isValidEmail('jane@salon.com')).toBe(true);
    expect(isValidEmail('jane@mail.salon.co')).toBe(true);
    expect(isValidEmail('jane@salon')).toBe(false);
    expect(isValidEmail('jane salon@x.com')).toBe(false);
    expect(isValidEmail('@salon.com')).toBe(false);
  });

  it("sign-in answers 'Please enter correct email address.' and requires a password", () => {
    const result = loginSchema.safeParse({ email: 'nope', password: '' });
    const byField = Object.fromEntries(
      result.error?.issues.map((issue) => [issue.path[0], issue.message]) ?? [],
    );
    expect(byField).toEqual({
      email: messages.signInEmailInvalid,
      password: messages.signInPasswordRequired,
    });
    expect(messages.signInEmailInvalid).toBe('Please enter correct email address.');
  });

  it('lower-cases and trims the email at sign-in', () => {
    expect(loginSchema.parse({ email: '  Jane@Salon.COM ', password: 'x' }).email).toBe('jane@salon.com');
  });
});

describe('phone numbers', () => {
  it('get +1 when they have no leading plus', () => {
    expect(withCountryCode('312-555-0147')).toBe('+13125550147');
    expect(withCountryCode('+443125550147')).toBe('+443125550147');
  });
});
