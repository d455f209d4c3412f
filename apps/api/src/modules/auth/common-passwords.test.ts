import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS } from './common-password-list';
import { isCommonPassword } from './common-passwords';

describe('common passwords', () => {
  it('ships a list of a few thousand', () => {
    expect(COMMON_PASSWORDS.split(/\s+/).filter(Boolean).length).toBeGreaterThanOrEqual(5000);
  });

  it.each([
    'Password1!',
    'Qwerty123!',
    '!Iloveyou2024',
    'P@ssw0rd!',
    'Footb4ll#99',
    'Canvas2026!',
    'Letmein_1',
  ])('refuses %s (a common word with a capital, digits and symbols)', (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  it.each(['Test_pass1', 'Journey_pass1', 'Correct-Horse-9!', 'Vq7#mLp2xZ'])('accepts %s', (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });
});
