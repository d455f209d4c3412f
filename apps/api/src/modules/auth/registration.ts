import {
  messages,
  type ProfileTarget,
  type RegisterInput,
  type Session,
  type UserKind,
} from '@canvas/shared';
import { AppError } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import {
  consumeUserToken,
  findUserById,
  hasRecentUserToken,
  insertUser,
  issueUserToken,
  updateUser,
} from '../users/service';
import { assertUncommonPassword } from './common-passwords';
import { assertEmailRequestAllowed, assertSignUpAllowed, mayEmailAddress } from './email-limits';
import { verifyEmailMessage } from './emails';
import { findUserByEmail } from './queries';
import { type AuthDeps, type ClientInfo, createSession } from './service';

export const VERIFY_EMAIL_TTL_MS = 48 * 60 * 60 * 1000;
/** A new verification email at most this often per account (resend button, repeated sign-ins). */
export const RESEND_INTERVAL_SECONDS = 60;

/** Who you are on the sign-up form decides the profile target (spec 1 §1). */
const targetByKind: Record<UserKind, ProfileTarget> = {
  student: 'studentCanvas',
  beautyPro: 'personalCanvas',
  industryProfessional: 'personalCanvas',
};

/** The verify state of /get-started confirms the token in the link (spec 1 §2.1). */
export function verifyEmailUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/get-started?state=verify&token=${encodeURIComponent(token)}`;
}

async function sendVerificationEmail(deps: AuthDeps, user: { id: number; email: string; firstName: string }) {
  if (!(await mayEmailAddress(deps.db, 'verify', user.email))) return;
  const token = await issueUserToken(deps.db, {
    userId: user.id,
    purpose: 'verifyEmail',
    ttlMs: VERIFY_EMAIL_TTL_MS,
  });
  await deps.email.send(verifyEmailMessage(user, verifyEmailUrl(deps.publicUrl, token), deps.publicUrl));
}

/**
 * POST /api/auth/register: creates the account unverified and emails a verification link. The
 * sign-up form already says whether an address is taken, so 409 here reveals nothing new.
 */
export async function register(
  deps: AuthDeps,
  input: RegisterInput & { email: string },
  client: Pick<ClientInfo, 'ip'>,
) {
  await assertSignUpAllowed(deps.db, deps.emailLimits, client.ip);
  if (await findUserByEmail(deps.db, input.email))
    throw new AppError('emailTaken', undefined, { field: 'email' });
  assertUncommonPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  let user: Awaited<ReturnType<typeof insertUser>>;
  try {
    user = await insertUser(deps.db, {
      email: input.email,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      kind: input.kind,
      // A salon or school owner's organisation decides; everyone else's kind does.
      target: input.organization ?? targetByKind[input.kind],
      platformType: 'internal',
      signupSource: input.source || null,
      signupRep: input.rep || null,
    });
  } catch (cause) {
    // Two sign-ups with one address at the same moment: the unique index decides.
    if (await findUserByEmail(deps.db, input.email)) {
      throw new AppError('emailTaken', undefined, { field: 'email', cause });
    }
    throw cause;
  }
  await sendVerificationEmail(deps, user);
  return { email: user.email };
}

/** POST /api/auth/verify-email: the link's token verifies the address and signs the user in. */
export async function verifyEmail(deps: AuthDeps, token: string, client: ClientInfo): Promise<Session> {
  return deps.db.transaction(async (tx) => {
    const row = await consumeUserToken(tx, 'verifyEmail', token);
    if (!row) throw new AppError('linkInvalid', messages.verifyLinkInvalid, { field: 'token' });
    const current = await findUserById(tx, row.userId);
    const user =
      current &&
      (current.emailVerifiedAt ? current : await updateUser(tx, current.id, { emailVerifiedAt: new Date() }));
    if (!user) throw new AppError('linkInvalid', messages.verifyLinkInvalid, { field: 'token' });
    return createSession({ ...deps, db: tx }, user, client);
  });
}

/**
 * POST /api/auth/resend-verification: queues the work and answers at once, the same for unknown,
 * verified and throttled addresses, so neither the answer nor its timing reveals who has an account.
 */
export async function resendVerification(deps: AuthDeps, email: string, client: Pick<ClientInfo, 'ip'>) {
  await assertEmailRequestAllowed(deps.db, deps.emailLimits, client.ip);
  await deps.jobs.enqueue(RESEND_VERIFICATION_JOB, { email });
}

export const RESEND_VERIFICATION_JOB = 'auth.resend-verification';

/** The resend-verification job: a new link for an unverified account, at most once a minute. */
export async function sendNewVerificationLink(deps: AuthDeps, email: string) {
  const user = await findUserByEmail(deps.db, email);
  if (!user || user.emailVerifiedAt) return;
  if (await hasRecentUserToken(deps.db, user.id, 'verifyEmail', RESEND_INTERVAL_SECONDS)) return;
  const current = await findUserById(deps.db, user.id);
  if (current) await sendVerificationEmail(deps, current);
}
