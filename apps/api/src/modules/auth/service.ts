import { type LoginInput, messages, type Session } from '@canvas/shared';
import type { EmailSender } from '../../adapters/email';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import type { AuthContext } from '../../lib/auth-plugin';
import { AppError } from '../../lib/errors';
import type { JobQueue } from '../../lib/jobs/queue';
import { timingSafeDummyHash, verifyPassword } from '../../lib/passwords';
import { claimOnce, clearThrottle, readThrottle, recordFailure } from '../../lib/throttle';
import { newSessionId, TOKEN_TTL_MS, type TokenClaims, type TokenSigner } from '../../lib/tokens';
import { type CaptchaKeys, verifyCaptcha } from '../public/captcha';
import { toUser, withChatToken } from '../users/service';
import {
  findUserByEmail,
  findUserBySession,
  insertSession,
  revokeOtherSessions,
  revokeSession,
} from './queries';

export interface AuthDeps {
  db: Db;
  signer: TokenSigner;
  loginLimits: Config['loginLimits'];
  email: EmailSender;
  /** Forgot-password and resend-verification run as jobs (auth/jobs.ts). */
  jobs: JobQueue;
  emailLimits: Config['emailLimits'];
  /** The site's public origin, for links in emails. */
  publicUrl: string;
}

export interface ClientInfo {
  ip: string;
  userAgent: string | null;
  /** The account this device signed in to before (its device cookie), if any. */
  deviceUserId?: number | null;
}

/**
 * What lets a sign-in past the account's failure limit: the proof of work the web form solves when
 * asked (`captcha`), checked with these keys. Without it (partner sign-in) the limit answers 429.
 */
export interface SignInGuard {
  captcha: CaptchaKeys;
}

/** Issues a new revocable session for `user` and the token that names it. */
export async function createSession(deps: AuthDeps, user: UserRow, client: ClientInfo): Promise<Session> {
  const sessionId = newSessionId();
  const expiresAt = new Date(Date.now() + TOKEN_TTL_MS);
  await insertSession(deps.db, {
    id: sessionId,
    userId: user.id,
    expiresAt,
    userAgent: client.userAgent?.slice(0, 300) ?? null,
    ip: client.ip,
  });
  const claims = { userId: user.id, sessionId };
  const accessToken = await deps.signer.sign(claims, expiresAt);
  return { access_token: accessToken, user: await withChatToken(deps.signer, claims, toUser(user)) };
}

async function assertNotThrottled(deps: AuthDeps, keys: { key: string; limit: number }[]) {
  for (const { key, limit } of keys) {
    const state = await readThrottle(deps.db, key, deps.loginLimits.windowMinutes);
    if (state && state.failures >= limit) {
      const retryAfterSeconds = Math.max(1, Math.ceil((state.resetsAt.getTime() - Date.now()) / 1000));
      throw new AppError('tooManyRequests', messages.tooManyAttempts, { retryAfterSeconds });
    }
  }
}

/**
 * Email and password sign-in (spec 1 §7 POST /auth/login, platformType internal). Failures are
 * counted per account and per IP (failures only); see verifyCredentials for what each limit does.
 */
export async function login(
  deps: AuthDeps,
  input: LoginInput & { email: string },
  client: ClientInfo,
  guard?: SignInGuard,
) {
  return createSession(deps, await verifyCredentials(deps, input, client, guard), client);
}

/**
 * Past the account's failure limit a sign-in needs a solved proof of work (one per attempt), so
 * guessing stays slow but nobody can lock the owner out by failing on purpose; a device that signed
 * in to the account before skips it. Past the IP's limit the address gets 429 until the window ends.
 */
async function assertAccountGate(
  deps: AuthDeps,
  accountKey: string,
  captcha: string | undefined,
  guard: SignInGuard | undefined,
) {
  const state = await readThrottle(deps.db, accountKey, deps.loginLimits.windowMinutes);
  if (!state || state.failures < deps.loginLimits.perAccount) return;
  if (!guard) return assertNotThrottled(deps, [{ key: accountKey, limit: deps.loginLimits.perAccount }]);
  if (!captcha) {
    const retryAfterSeconds = Math.max(1, Math.ceil((state.resetsAt.getTime() - Date.now()) / 1000));
    throw new AppError('tooManyRequests', messages.signInCaptchaRequired, {
      field: 'captcha',
      retryAfterSeconds,
    });
  }
  const solved = await verifyCaptcha(guard.captcha, captcha);
  if (!solved || !(await claimOnce(deps.db, `captcha:${solved.challengeId}`))) {
    throw new AppError('tooManyRequests', messages.captchaFailed, { field: 'captcha' });
  }
}

/** The account behind an email and password, with the sign-in throttling and the 10006 rule. */
export async function verifyCredentials(
  deps: AuthDeps,
  input: { email: string; password: string; captcha?: string | undefined },
  client: ClientInfo,
  guard?: SignInGuard,
): Promise<UserRow> {
  const accountKey = `account:${input.email.toLowerCase()}`;
  const ipKey = `ip:${client.ip}`;
  const user = await findUserByEmail(deps.db, input.email);
  const knownDevice = user !== undefined && client.deviceUserId === user.id;
  if (!knownDevice) {
    await assertNotThrottled(deps, [{ key: ipKey, limit: deps.loginLimits.perIp }]);
    await assertAccountGate(deps, accountKey, input.captcha, guard);
  }
  const passwordHash = user?.passwordHash ?? (await timingSafeDummyHash());
  const isValid = await verifyPassword(passwordHash, input.password);
  if (!user?.passwordHash || !isValid) {
    await recordFailure(deps.db, accountKey, deps.loginLimits.windowMinutes);
    await recordFailure(deps.db, ipKey, deps.loginLimits.windowMinutes);
    throw new AppError('invalidCredentials');
  }
  // Not from a known device: its success would hand whoever keeps failing a fresh set of free tries.
  if (!knownDevice) await clearThrottle(deps.db, accountKey);
  if (!user.emailVerifiedAt) throw new AppError('emailNotVerified');
  return user;
}

export async function logout(deps: AuthDeps, sessionId: string) {
  await revokeSession(deps.db, sessionId);
}

/** "Sign out everywhere" in settings: every session of the user ends, this one too. */
export async function logoutEverywhere(deps: AuthDeps, userId: number) {
  await revokeOtherSessions(deps.db, userId, null);
}

/** The signed-in user for a bearer token, or null when the token is invalid, expired or revoked. */
export async function authenticate(deps: AuthDeps, token: string): Promise<AuthContext | null> {
  const claims = await deps.signer.verify(token);
  return claims ? sessionCaller(deps, claims) : null;
}

/**
 * The user behind a chat socket's token (lib/tokens signChat), or null when the token is invalid or
 * expired or the session it was issued for has ended (signing out closes the chat too).
 */
export async function authenticateChat(deps: AuthDeps, token: string): Promise<AuthContext | null> {
  const claims = await deps.signer.verifyChat(token);
  return claims ? sessionCaller(deps, claims) : null;
}

async function sessionCaller(deps: AuthDeps, claims: TokenClaims): Promise<AuthContext | null> {
  const found = await findUserBySession(deps.db, claims.sessionId, claims.userId);
  return found ? { user: found.user, sessionId: claims.sessionId, signedInAt: found.signedInAt } : null;
}
