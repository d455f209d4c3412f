import { describe, expect, it } from 'vitest';
import { readApiErrorBody } from './api-error';
import { apiErrorSchema } from './schemas/common';

const bodies: unknown[] = [
  { code: 422, message: 'Please enter a valid email' },
  { code: 422, message: 'Required', field: 'email' },
  { code: 500, message: 'Internal', extra: true },
  { code: '422', message: 'x' },
  { code: 422 },
  { message: 'x' },
  { code: 422, message: 7 },
  { code: 422, message: 'x', field: 3 },
  { code: Number.NaN, message: 'x' },
  { code: Number.POSITIVE_INFINITY, message: 'x' },
  [],
  null,
  'error',
  42,
  undefined,
];

describe('readApiErrorBody', () => {
  it.each(bodies.map((body) => [JSON.stringify(body) ?? String(body), body]))(
    'agrees with apiErrorSchema on %s',
    (_name, body) => {
      const parsed = apiErrorSchema.safeParse(body);
      expect(readApiErrorBody(body)).toEqual(parsed.success ? parsed.data : null);
    },
  );
});
