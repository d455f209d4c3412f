import { type ChangePasswordResult, messages, type Session } from '@canvas/shared';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { clearThrottle } from '../../lib/throttle';
import {
  type Caller,
  confirmIdentity,
  consumeUserToken,
  findUserById,
  hasRecentUserToken,
  issueUserToken,
  retireUserTokens,
  updateUser,
} from '../users/service';
import { assertUncommonPassword } from './common-passwords';
import { assertEmailRequestAllowed, mayEmailAddress } from './email-limits';
import { passwordChangedMessage, resetPasswordMessage } from './emails';
import { findUserByEmail, revokeOtherSessions } from './queries';
import { RESEND_INTERVAL_SECONDS } from './registration';
import { type AuthDeps, type ClientInfo, createSession } from './service';

/** Reset links expire after one hour (issue 3). */
export const RESET_PASSWORD_TTL_MS = 60 * 60 * 1000;

/** Step 3 of the sign-in page (spec 1 §2.3) is reached through this link. */
export function resetPasswordUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/sign-in?step=3&token=${encodeURIComponent(token)}`;
}

/**
 * POST /api/user/forgot-password: queues the work and answers at once, the same for every address
 * (and for throttled repeats), so neither the answer nor its timing reveals who has an account.
 * Past the per-IP limit the answer is 429, which says nothing about the address.
 */
export async function forgotPassword(deps: AuthDeps, email: string, client: Pick<ClientInfo, 'ip'>) {
  await assertEmailRequestAllowed(deps.db, deps.emailLimits, client.ip);
  await deps.jobs.enqueue(FORGOT_PASSWORD_JOB, { email });
}

export const FORGOT_PASSWORD_JOB = 'auth.forgot-password';

/** The forgot-password job: emails a reset link when the account exists, within its caps. */
export async function sendResetLink(deps: AuthDeps, email: string) {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  if (await hasRecentUserToken(deps.db, user.id, 'resetPassword', RESEND_INTERVAL_SECONDS)) return;
  if (!(await mayEmailAddress(deps.db, 'reset', user.email))) return;
  const token = await issueUserToken(deps.db, {
    userId: user.id,
    purpose: 'resetPassword',
    ttlMs: RESET_PASSWORD_TTL_MS,
  });
  await deps.email.send(resetPasswordMessage(user, resetPasswordUrl(deps.publicUrl, token), deps.publicUrl));
}

async function notifyPasswordChanged(deps: AuthDeps, user: UserRow) {
  await deps.email.send(passwordChangedMessage(user, `${deps.publicUrl}/sign-in`, deps.publicUrl));
}

/**
 * PUT /api/user/reset-password: the link's token (single use, one hour) sets a new password, signs
 * out every existing session and signs the user in. Following the emailed link also proves the
 * address, so an unverified account becomes verified.
 */
export async function resetPassword(
  deps: AuthDeps,
  input: { forgotPasswordLink: string; password: string },
  client: ClientInfo,
): Promise<Session> {
  assertUncommonPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  const { session, user } = await deps.db.transaction(async (tx) => {
    const row = await consumeUserToken(tx, 'resetPassword', input.forgotPasswordLink);
    if (!row) throw new AppError('linkInvalid', messages.resetLinkInvalid, { field: 'forgotPasswordLink' });
    const current = await findUserById(tx, row.userId);
    if (!current)
      throw new AppError('linkInvalid', messages.resetLinkInvalid, { field: 'forgotPasswordLink' });
    const updated = await updateUser(tx, current.id, {
      passwordHash,
      emailVerifiedAt: current.emailVerifiedAt ?? new Date(),
    });
    if (!updated)
      throw new AppError('linkInvalid', messages.resetLinkInvalid, { field: 'forgotPasswordLink' });
    // A pending email change may be the work of whoever knew the old password: it goes too.
    await retireUserTokens(tx, current.id, 'resetPassword');
    await retireUserTokens(tx, current.id, 'changeEmail');
    await revokeOtherSessions(tx, current.id, null);
    await clearThrottle(tx, `account:${current.email.toLowerCase()}`);
    return { session: await createSession({ ...deps, db: tx }, updated, client), user: updated };
  });
  await notifyPasswordChanged(deps, user);
  return session;
}

/**
 * PUT /api/user/change-password (spec 2 §7): with the current password (or, for an account without
 * one, a fresh sign-in), sets the new password, cancels pending reset and email-change links,
 * revokes every session of the user (this one too) and answers a fresh access_token for the device
 * that made the change.
 */
export async function changePassword(
  deps: AuthDeps,
  caller: Caller,
  input: { password: string; currentPassword?: string | undefined },
  client: ClientInfo,
): Promise<ChangePasswordResult> {
  const userId = caller.user.id;
  await confirmIdentity(deps.db, caller, input.currentPassword, deps.loginLimits.windowMinutes);
  assertUncommonPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  const { session, user } = await deps.db.transaction(async (tx) => {
    const updated = await updateUser(tx, userId, { passwordHash });
    if (!updated) throw new AppError('notFound');
    await retireUserTokens(tx, userId, 'resetPassword');
    await retireUserTokens(tx, userId, 'changeEmail');
    await revokeOtherSessions(tx, userId, null);
    return { session: await createSession({ ...deps, db: tx }, updated, client), user: updated };
  });
  await notifyPasswordChanged(deps, user);
  return { success: true, ...session };
}
