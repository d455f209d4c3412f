import { loginSchema, messages } from '@canvas/shared';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-client';
import { serverErrorField, setServerFieldError, zodFormResolver } from './forms';

function fakeForm(values: object) {
  return { getValues: () => values, setFieldError: vi.fn() };
}

describe('zodFormResolver', () => {
  it("gives each field the first of its contract's messages", () => {
    const validate = zodFormResolver(loginSchema, (values: { email: string; password: string }) => ({
      platformType: 'internal',
      ...values,
    }));
    expect(validate({ email: 'nope', password: '' })).toEqual({
      email: messages.signInEmailInvalid,
      password: messages.signInPasswordRequired,
    });
    expect(validate({ email: 'student@demo.test', password: 'Demo_pass1' })).toEqual({});
  });

  it('leaves issues about fields the form does not have to the server', () => {
    // The data-rights form: the captcha's code is not one of its fields.
    const schema = z.object({ email: z.string().min(1, { message: 'Email' }), code: z.string().min(1) });
    expect(zodFormResolver(schema)({ email: '' })).toEqual({ email: 'Email' });
    expect(zodFormResolver(schema)({ email: 'a@b.co' })).toEqual({});
  });

  it('writes nested paths as Mantine does', () => {
    const schema = z.object({ rows: z.array(z.object({ name: z.string().min(1, { message: 'Name it' }) })) });
    expect(zodFormResolver(schema)({ rows: [{ name: 'a' }, { name: '' }] })).toEqual({
      'rows.1.name': 'Name it',
    });
  });
});

describe('server refusals', () => {
  const taken = new ApiError({ status: 422, code: 422, message: 'This email is taken.', field: 'email' });

  it('go on the field they name when the form has it', () => {
    const form = fakeForm({ email: '', password: '' });
    expect(setServerFieldError(form, taken)).toBe(true);
    expect(form.setFieldError).toHaveBeenCalledWith('email', 'This email is taken.');
    expect(serverErrorField(taken, form)).toBe('email');
  });

  it('are left to FormError otherwise', () => {
    const form = fakeForm({ password: '' });
    expect(setServerFieldError(form, taken)).toBe(false);
    expect(setServerFieldError(form, new Error('offline'))).toBe(false);
    expect(form.setFieldError).not.toHaveBeenCalled();
    expect(serverErrorField(taken, form)).toBeNull();
  });
});
