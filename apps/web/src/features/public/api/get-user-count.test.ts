import { userCountSchema } from '@canvas/shared';
import { describe, expect, it } from 'vitest';
import { readUserCount } from './get-user-count';

describe('readUserCount', () => {
  it.each([
    [{ count: 365 }],
    [{ count: 0 }],
    [{ count: 12.5 }],
    [{ count: '365' }],
    [{}],
    [null],
    [[365]],
    ['365'],
  ])('accepts exactly what userCountSchema accepts: %j', (body) => {
    const parsed = userCountSchema.safeParse(body);
    if (parsed.success) expect(readUserCount(body)).toBe(parsed.data.count);
    else expect(() => readUserCount(body)).toThrow('GET /api/user/count did not answer a count');
  });
});
