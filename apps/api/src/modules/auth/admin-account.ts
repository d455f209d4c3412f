import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { clearThrottle } from '../../lib/throttle';
import { insertUser, issueUserToken, retireUserTokens, updateUser } from '../users/service';
import { RESET_PASSWORD_TTL_MS, resetPasswordUrl } from './password';
import { findUserByEmail, revokeOtherSessions } from './queries';

export interface AdminAccountInput {
  email: string;
  firstName: string;
  lastName: string;
}

export interface AdminAccountResult {
  user: UserRow;
  /** false when an existing account was made an administrator. */
  created: boolean;
  /** The one-time set-password link (the reset-password step of sign-in, valid one hour). */
  link: string;
}

/**
 * `npm run admin:create` (decision 027): the way a production site gets administrators, since none is
 * seeded. A new account has no password; an existing one loses its password, sessions and pending
 * links (whoever set them may not be the person the operator means). Either way the answer is a
 * one-time link that sets the password, proves the address and signs the admin in.
 */
export async function createAdminAccount(
  deps: { db: Db; publicUrl: string },
  input: AdminAccountInput,
): Promise<AdminAccountResult> {
  const { user, created } = await deps.db.transaction(async (tx) => {
    const admin = { roleValue: 'administrator' as const, target: 'admin' as const, passwordHash: null };
    const existing = await findUserByEmail(tx, input.email);
    if (!existing) {
      const user = await insertUser(tx, {
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        kind: null,
        ...admin,
      });
      return { user, created: true };
    }
    const user = await updateUser(tx, existing.id, admin);
    if (!user) throw new Error(`account ${input.email} vanished`);
    await revokeOtherSessions(tx, user.id, null);
    for (const purpose of ['verifyEmail', 'resetPassword', 'changeEmail'] as const) {
      await retireUserTokens(tx, user.id, purpose);
    }
    await clearThrottle(tx, `account:${user.email.toLowerCase()}`);
    return { user, created: false };
  });
  const token = await issueUserToken(deps.db, {
    userId: user.id,
    purpose: 'resetPassword',
    ttlMs: RESET_PASSWORD_TTL_MS,
  });
  return { user, created, link: resetPasswordUrl(deps.publicUrl, token) };
}
