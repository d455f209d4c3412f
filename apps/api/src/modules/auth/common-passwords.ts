import { messages, PRODUCT_NAME } from '@canvas/shared';
import { AppError } from '../../lib/errors';
import { COMMON_PASSWORDS } from './common-password-list';

const common = new Set([
  ...COMMON_PASSWORDS.split(/\s+/).filter(Boolean),
  // Words of this site that people reach for first.
  PRODUCT_NAME.toLowerCase(),
  'canvas',
  'mycanvas',
]);

/** Look-alike characters people put in a common word to pass a rule ("P@ssw0rd"). */
const lookAlikes: Record<string, string> = {
  '@': 'a',
  '4': 'a',
  $: 's',
  '5': 's',
  '0': 'o',
  '3': 'e',
  '1': 'i',
};

/**
 * Whether a password is a common one, or one dressed up to pass the spec's rule: a common word with
 * a capital, digits and symbols around it ("Password1!", "!Qwerty2024") or look-alike characters
 * inside it ("P@ssw0rd!"). Case does not count.
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  const core = lower.replace(/^[^a-z]+|[^a-z]+$/g, '');
  const plain = core.replace(/[@4$5031]/g, (character) => lookAlikes[character] ?? character);
  return [lower, core, plain].some((candidate) => common.has(candidate));
}

/** Refuses a new password that is on the list (after the spec's rule, which keeps its own message). */
export function assertUncommonPassword(password: string) {
  if (isCommonPassword(password)) {
    throw new AppError('validation', messages.passwordTooCommon, { field: 'password' });
  }
}
