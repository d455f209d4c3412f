import { messages } from '@canvas/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { countUse, LONGEST_WINDOW_MINUTES } from '../../lib/throttle';

/**
 * Caps on the account emails a visitor can make the server send (sign-up, resend-verification,
 * forgot-password), so the forms cannot be used to flood an inbox or burn the sender's reputation.
 * Per address: a daily cap, over which nothing more is sent and the answer stays the same (it must
 * not reveal the account). Per IP: an hourly limit answered with 429, which says nothing about any
 * account.
 */

/** Verification emails, and separately reset emails, one address receives in a day. */
export const ACCOUNT_EMAILS_PER_ADDRESS_PER_DAY = 5;

const HOUR_MINUTES = 60;

export type AccountEmail = 'verify' | 'reset';

async function assertWithinIpLimit(db: Db, key: string, limit: number) {
  const use = await countUse(db, key, limit, HOUR_MINUTES);
  if (!use.allowed) {
    throw new AppError('tooManyRequests', messages.tooManyRequests, {
      retryAfterSeconds: use.retryAfterSeconds,
    });
  }
}

/** Counts a forgot-password or resend-verification request from `ip`; 429 past `EMAIL_REQUESTS_MAX_PER_IP`. */
export function assertEmailRequestAllowed(db: Db, limits: Config['emailLimits'], ip: string) {
  return assertWithinIpLimit(db, `ip-mail:${ip}`, limits.requestsPerIp);
}

/** Counts a sign-up from `ip`; 429 past `SIGN_UPS_MAX_PER_IP`. */
export function assertSignUpAllowed(db: Db, limits: Config['emailLimits'], ip: string) {
  return assertWithinIpLimit(db, `ip-sign-up:${ip}`, limits.signUpsPerIp);
}

/** Counts one account email to `address`; false when today's cap is reached (send nothing). */
export async function mayEmailAddress(db: Db, kind: AccountEmail, address: string): Promise<boolean> {
  const use = await countUse(
    db,
    `mail:${kind}:${address.toLowerCase()}`,
    ACCOUNT_EMAILS_PER_ADDRESS_PER_DAY,
    LONGEST_WINDOW_MINUTES,
  );
  return use.allowed;
}
