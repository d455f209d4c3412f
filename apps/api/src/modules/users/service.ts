import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { AVATAR_MAX_MB, messages, PRODUCT_NAME, type UpdateUserInfoInput, type User } from '@canvas/shared';
import type { EmailSender } from '../../adapters/email';
import type { SmsSender } from '../../adapters/sms';
import { IMAGE_EXTENSIONS, type ImageType, type StorageDriver, sniffImageType } from '../../adapters/storage';
import type { Db } from '../../db/client';
import type { UserRow, UserTokenPurpose } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';
import {
  clearThrottle,
  countUse,
  LONGEST_WINDOW_MINUTES,
  readThrottle,
  recordFailure,
} from '../../lib/throttle';
import { hashToken, newOneTimeToken } from '../../lib/tokens';
import { ImageProcessingError, MAX_INPUT_PIXELS, type PhotoFormat, processPhoto } from '../media/image';
import { confirmNewEmailMessage, emailChangedNotice, emailChangeRequestedNotice } from './emails';
import {
  claimCodeAttempt,
  consumeUserToken as consumeUserTokenRow,
  countUsers,
  deletePhoneCode,
  findPendingEmail,
  findPhoneCode,
  findUserById,
  hasRecentToken,
  insertUserToken,
  invalidateUserTokens,
  isEmailTaken,
  updateUser,
  upsertPhoneCode,
} from './queries';

export { withChatToken } from './chat-token';
/** The user records other areas (sign-in, messages) read and write; they never import users/queries. */
export { deleteUserRow, findUserById, insertUser, updateUser } from './queries';

export interface UsersDeps {
  db: Db;
  email: EmailSender;
  sms: SmsSender;
  storage: StorageDriver;
  publicUrl: string;
  /** Keys the HMAC of phone codes (the token-signing secret). */
  secret: string;
  /** The counting window of text-message sends (the sign-in throttle's window, whose rows share a table). */
  smsWindowMinutes: number;
  /** Email-change requests from one IP address in an hour (EMAIL_REQUESTS_MAX_PER_IP). */
  emailRequestsPerIp: number;
}

export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;
export const PHONE_CODE_TTL_MS = 10 * 60 * 1000;
export const PHONE_CODE_MAX_ATTEMPTS = 5;
export const PHONE_CODE_RESEND_SECONDS = 60;
/** Texts per account, and per number, within one window: stops SMS pumping through the form. */
export const PHONE_CODE_SENDS_PER_WINDOW = 5;

/** The API's one picture of a user (spec 1 §3); never includes the password hash. */
export function toUser(row: UserRow, pendingEmail?: string | null): User {
  return {
    id: row.id,
    email: row.email,
    emailVerified: row.emailVerifiedAt !== null,
    ...(pendingEmail === undefined ? {} : { pendingEmail }),
    platformType: row.platformType,
    profile: {
      firstName: row.firstName,
      lastName: row.lastName,
      avatar: row.avatar,
      target: row.target,
    },
    role: { value: row.roleValue, isSuperAdmin: row.isSuperAdmin },
    phone: row.phone,
    verify: row.phoneVerified,
    zipCode: row.zipCode,
    notification: { news: row.notifyNews, note: row.notifyNote, daily: row.notifyDaily },
    // Only an answer to a session carries one (withChatToken): the token is bound to that session.
    chatToken: null,
    grsfHash: row.grsfHash,
    createdAt: row.createdAt.toISOString(),
    dashboardDot: row.dashboardDot,
    dashboardWelcome: row.dashboardWelcomedAt === null,
    editorWelcome: row.editorWelcomedAt === null,
  };
}

// --- one-time links ------------------------------------------------------------------------

/**
 * A new one-time link token for a user: older unused tokens of the same purpose stop working, and
 * only the token's hash is stored. Answers the token, to be put in the emailed link.
 */
export async function issueUserToken(
  db: Db,
  values: { userId: number; purpose: UserTokenPurpose; ttlMs: number; newEmail?: string },
): Promise<string> {
  const { token, hash } = newOneTimeToken();
  await db.transaction(async (tx) => {
    await invalidateUserTokens(tx, values.userId, values.purpose);
    await insertUserToken(tx, {
      userId: values.userId,
      purpose: values.purpose,
      tokenHash: hash,
      ...(values.newEmail === undefined ? {} : { newEmail: values.newEmail }),
      expiresAt: new Date(Date.now() + values.ttlMs),
    });
  });
  return token;
}

/** Uses up a live link token (single use, even under racing requests); undefined when it is not one. */
export function consumeUserToken(db: Db, purpose: UserTokenPurpose, token: string) {
  return consumeUserTokenRow(db, purpose, hashToken(token));
}

/** Retires every unused token of one purpose. */
export function retireUserTokens(db: Db, userId: number, purpose: UserTokenPurpose) {
  return invalidateUserTokens(db, userId, purpose);
}

/** Whether a token of this purpose was issued within the last `seconds` (resend throttling). */
export function hasRecentUserToken(db: Db, userId: number, purpose: UserTokenPurpose, seconds: number) {
  return hasRecentToken(db, userId, purpose, seconds);
}

// --- proof of identity for sensitive changes ------------------------------------------------

/** How recent a sign-in must be to stand in for the password of an account that has none. */
export const FRESH_SIGN_IN_MS = 10 * 60 * 1000;
/** Wrong current passwords per account within the window before further tries answer 429. */
export const CURRENT_PASSWORD_TRIES = 5;

/** The signed-in caller as far as a sensitive change needs it. */
export interface Caller {
  user: UserRow;
  signedInAt: Date;
}

/**
 * A stolen or borrowed session must not be enough to take the account over: changing the password
 * or the email asks for the current password, and an account without one (Google/Facebook only)
 * for a sign-in within FRESH_SIGN_IN_MS. Wrong passwords are counted per account, so a session
 * cannot be used to guess the password either.
 */
export async function confirmIdentity(
  db: Db,
  caller: Caller,
  currentPassword: string | undefined,
  windowMinutes: number,
) {
  const { user } = caller;
  if (!user.passwordHash) {
    if (Date.now() - caller.signedInAt.getTime() > FRESH_SIGN_IN_MS) {
      throw new AppError('forbidden', messages.freshSignInRequired);
    }
    return;
  }
  if (!currentPassword) {
    throw new AppError('validation', messages.currentPasswordRequired, { field: 'currentPassword' });
  }
  const key = `reauth:${user.id}`;
  const state = await readThrottle(db, key, windowMinutes);
  if (state && state.failures >= CURRENT_PASSWORD_TRIES) {
    const retryAfterSeconds = Math.max(1, Math.ceil((state.resetsAt.getTime() - Date.now()) / 1000));
    throw new AppError('tooManyRequests', messages.tooManyAttempts, { retryAfterSeconds });
  }
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    await recordFailure(db, key, windowMinutes);
    throw new AppError('validation', messages.currentPasswordWrong, { field: 'currentPassword' });
  }
  await clearThrottle(db, key);
}

async function withPendingEmail(db: Db, row: UserRow): Promise<User> {
  return toUser(row, await findPendingEmail(db, row.id));
}

export async function getUserInfo(deps: UsersDeps, userId: number): Promise<User> {
  const row = await findUserById(deps.db, userId);
  if (!row) throw notFound();
  return withPendingEmail(deps.db, row);
}

/** `POST /api/user/dashboard-welcomed`: the user closed My Dashboard's welcome overlay; it stays closed. */
export async function markDashboardWelcomed(db: Db, userId: number): Promise<{ dashboardWelcome: boolean }> {
  const row = await findUserById(db, userId);
  if (row && row.dashboardWelcomedAt === null)
    await updateUser(db, userId, { dashboardWelcomedAt: new Date() });
  return { dashboardWelcome: false };
}

/** `POST /api/user/editor-welcomed`: the user closed the canvas editor's welcome overlay; it stays closed. */
export async function markEditorWelcomed(db: Db, userId: number): Promise<{ editorWelcome: boolean }> {
  const row = await findUserById(db, userId);
  if (row && row.editorWelcomedAt === null) await updateUser(db, userId, { editorWelcomedAt: new Date() });
  return { editorWelcome: false };
}

/**
 * A new email is confirmed through a link sent to it (the old address is told); it applies only
 * to accounts that sign in with a password (spec 2: editable only for platformType internal).
 */
async function requestEmailChange(deps: UsersDeps, user: UserRow, newEmail: string, clientIp: string) {
  if (user.platformType !== 'internal') {
    throw new AppError('forbidden', messages.emailChangeNotAllowed, { field: 'email' });
  }
  if (await isEmailTaken(deps.db, newEmail, user.id)) {
    throw new AppError('emailTaken', undefined, { field: 'email' });
  }
  await assertEmailChangeAllowed(deps, user.id, newEmail, clientIp);
  const token = await issueUserToken(deps.db, {
    userId: user.id,
    purpose: 'changeEmail',
    ttlMs: EMAIL_CHANGE_TTL_MS,
    newEmail,
  });
  const url = `${deps.publicUrl}/confirm-email?token=${encodeURIComponent(token)}`;
  await deps.email.send(confirmNewEmailMessage(user, newEmail, url, deps.publicUrl));
  await deps.email.send(emailChangeRequestedNotice(user, newEmail, deps.publicUrl));
}

/** Email-change requests one account may make in a day (each sends two emails). */
export const EMAIL_CHANGES_PER_ACCOUNT_PER_DAY = 5;
/** Confirmation emails one address may receive in a day, whichever accounts ask. */
export const EMAIL_CHANGES_PER_ADDRESS_PER_DAY = 5;

/**
 * Caps on the emails an email change sends, so signed-in accounts cannot flood an inbox with
 * confirmation links: per IP an hour, per account and per new address a day (counted in
 * lib/throttle, shared by every API process).
 */
async function assertEmailChangeAllowed(
  deps: Pick<UsersDeps, 'db' | 'emailRequestsPerIp'>,
  userId: number,
  newEmail: string,
  clientIp: string,
) {
  const limits = [
    {
      key: `ip-email-change:${clientIp}`,
      limit: deps.emailRequestsPerIp,
      minutes: 60,
      message: messages.tooManyRequests,
    },
    {
      key: `mail:change:user:${userId}`,
      limit: EMAIL_CHANGES_PER_ACCOUNT_PER_DAY,
      minutes: LONGEST_WINDOW_MINUTES,
      message: messages.emailChangeLimit,
    },
    {
      key: `mail:change:to:${newEmail}`,
      limit: EMAIL_CHANGES_PER_ADDRESS_PER_DAY,
      minutes: LONGEST_WINDOW_MINUTES,
      message: messages.emailChangeLimit,
    },
  ];
  for (const { key, limit, minutes, message } of limits) {
    const use = await countUse(deps.db, key, limit, minutes);
    if (!use.allowed) {
      throw new AppError('tooManyRequests', message, {
        field: 'email',
        retryAfterSeconds: use.retryAfterSeconds,
      });
    }
  }
}

export async function updateUserInfo(
  deps: UsersDeps,
  caller: Caller,
  input: UpdateUserInfoInput,
  windowMinutes: number,
  clientIp: string,
): Promise<User> {
  const userId = caller.user.id;
  const current = await findUserById(deps.db, userId);
  if (!current) throw notFound();
  const newEmail = input.email?.toLowerCase();
  const wantsNewEmail = newEmail !== undefined && newEmail !== current.email.toLowerCase();
  if (wantsNewEmail) {
    if (current.platformType !== 'internal') {
      throw new AppError('forbidden', messages.emailChangeNotAllowed, { field: 'email' });
    }
    await confirmIdentity(deps.db, { ...caller, user: current }, input.currentPassword, windowMinutes);
    await requestEmailChange(deps, current, newEmail, clientIp);
  } else if (newEmail !== undefined) {
    // The address set back to the current one: the change waiting for confirmation is off.
    await retireUserTokens(deps.db, userId, 'changeEmail');
  }
  const phoneChanged = input.phone !== undefined && (input.phone || null) !== current.phone;
  const row = await updateUser(deps.db, userId, {
    firstName: input.firstName,
    lastName: input.lastName,
    zipCode: input.zipCode === undefined ? undefined : input.zipCode || null,
    notifyNews: input.notification?.news,
    notifyNote: input.notification?.note,
    notifyDaily: input.notification?.daily,
    // A different number has not been verified by text message yet.
    ...(phoneChanged ? { phone: input.phone || null, phoneVerified: false } : {}),
  });
  if (!row) throw notFound();
  return withPendingEmail(deps.db, row);
}

/** POST /api/user/confirm-email: the link sent to the new address applies the change. */
export async function confirmEmailChange(deps: UsersDeps, token: string): Promise<User> {
  const { user, oldEmail } = await deps.db.transaction(async (tx) => {
    const row = await consumeUserToken(tx, 'changeEmail', token);
    if (!row?.newEmail)
      throw new AppError('linkInvalid', messages.emailChangeLinkInvalid, { field: 'token' });
    if (await isEmailTaken(tx, row.newEmail, row.userId)) throw new AppError('emailTaken');
    const before = await findUserById(tx, row.userId);
    const updated = await updateUser(tx, row.userId, { email: row.newEmail, emailVerifiedAt: new Date() });
    if (!before || !updated)
      throw new AppError('linkInvalid', messages.emailChangeLinkInvalid, { field: 'token' });
    return { user: updated, oldEmail: before.email };
  });
  await deps.email.send(
    emailChangedNotice({ email: oldEmail, firstName: user.firstName }, user.email, deps.publicUrl),
  );
  return toUser(user, null);
}

function phoneCodeHash(secret: string, userId: number, phone: string, code: string): string {
  return createHmac('sha256', secret).update(`${userId}:${phone}:${code}`).digest('hex');
}

/**
 * POST /api/user/send-sms (spec 2 §7): texts a six-digit code that expires in ten minutes. One
 * code per user at a time; a new one at most once a minute.
 */
export async function sendPhoneCode(deps: UsersDeps, userId: number, phone: string) {
  const existing = await findPhoneCode(deps.db, userId);
  if (existing && Date.now() - existing.sentAt.getTime() < PHONE_CODE_RESEND_SECONDS * 1000) {
    const retryAfterSeconds = Math.ceil(
      PHONE_CODE_RESEND_SECONDS - (Date.now() - existing.sentAt.getTime()) / 1000,
    );
    throw new AppError('tooManyRequests', messages.codeRequestTooSoon, { retryAfterSeconds });
  }
  const keys = [`sms:user:${userId}`, `sms:phone:${phone}`];
  for (const key of keys) {
    const state = await readThrottle(deps.db, key, deps.smsWindowMinutes);
    if (state && state.failures >= PHONE_CODE_SENDS_PER_WINDOW) {
      const retryAfterSeconds = Math.max(1, Math.ceil((state.resetsAt.getTime() - Date.now()) / 1000));
      throw new AppError('tooManyRequests', messages.codeRequestLimit, { retryAfterSeconds });
    }
  }
  for (const key of keys) await recordFailure(deps.db, key, deps.smsWindowMinutes);
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
  await upsertPhoneCode(deps.db, {
    userId,
    phone,
    codeHash: phoneCodeHash(deps.secret, userId, phone, code),
    expiresAt: new Date(Date.now() + PHONE_CODE_TTL_MS),
  });
  try {
    await deps.sms.send({
      to: phone,
      template: 'phone-code',
      text: `Your ${PRODUCT_NAME} verification code is ${code}. It expires in 10 minutes.`,
    });
  } catch (cause) {
    await deletePhoneCode(deps.db, userId);
    throw new AppError('badRequest', messages.smsFailed, { cause });
  }
}

/**
 * POST /api/user/code-verify (spec 2 §7). The attempt is counted (atomically) before the code is
 * compared, so even parallel guesses get at most PHONE_CODE_MAX_ATTEMPTS tries per code.
 */
export async function verifyPhoneCode(
  deps: UsersDeps,
  userId: number,
  phone: string,
  code: string,
): Promise<User> {
  const pending = await claimCodeAttempt(deps.db, userId, phone, PHONE_CODE_MAX_ATTEMPTS);
  if (!pending) {
    const existing = await findPhoneCode(deps.db, userId);
    const exhausted = existing?.phone === phone && existing.attempts >= PHONE_CODE_MAX_ATTEMPTS;
    throw new AppError('codeInvalid', exhausted ? messages.codeAttemptsExceeded : messages.codeIncorrect, {
      field: 'code',
    });
  }
  if (pending.expiresAt.getTime() <= Date.now()) {
    await deletePhoneCode(deps.db, userId);
    throw new AppError('codeInvalid', messages.codeExpired, { field: 'code' });
  }
  const expected = Buffer.from(pending.codeHash, 'hex');
  const actual = Buffer.from(phoneCodeHash(deps.secret, userId, phone, code), 'hex');
  if (!timingSafeEqual(expected, actual)) {
    const exhausted = pending.attempts >= PHONE_CODE_MAX_ATTEMPTS;
    throw new AppError('codeInvalid', exhausted ? messages.codeAttemptsExceeded : messages.codeIncorrect, {
      field: 'code',
    });
  }
  return deps.db.transaction(async (tx) => {
    await deletePhoneCode(tx, userId);
    const updated = await updateUser(tx, userId, { phone, phoneVerified: true });
    if (!updated) throw notFound();
    return withPendingEmail(tx, updated);
  });
}

const AVATAR_FORMATS: Record<ImageType, PhotoFormat> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/**
 * PUT /api/user/avatar: the image bytes, checked by their first bytes (the declared type is not
 * trusted), re-encoded without metadata, stored under a fresh random key; the previous avatar is removed afterwards.
 */
export async function uploadAvatar(deps: UsersDeps, userId: number, body: Buffer): Promise<User> {
  if (body.length > AVATAR_MAX_MB * 1024 * 1024) {
    throw new AppError('badRequest', messages.uploadTooLarge(AVATAR_MAX_MB), { field: 'file' });
  }
  const type = sniffImageType(body);
  if (!type) throw new AppError('badRequest', messages.avatarTypeInvalid, { field: 'file' });
  // Through the media pipeline: upright, and without EXIF/GPS (a phone photo says where it was taken).
  const photo = await processPhoto(body, AVATAR_FORMATS[type], []).catch((error: unknown) => {
    if (!(error instanceof ImageProcessingError)) throw error;
    throw new AppError(
      'badRequest',
      error.reason === 'tooManyPixels'
        ? messages.imageTooManyPixels(MAX_INPUT_PIXELS / 1_000_000)
        : messages.imageUnreadable,
      { field: 'file' },
    );
  });
  const current = await findUserById(deps.db, userId);
  if (!current) throw notFound();
  const url = await deps.storage.put(
    `avatars/${userId}/${randomUUID()}.${IMAGE_EXTENSIONS[type]}`,
    photo.original,
    type,
  );
  const updated = await updateUser(deps.db, userId, { avatar: url });
  if (!updated) throw notFound();
  const oldKey = current.avatar ? deps.storage.keyFromUrl(current.avatar) : null;
  if (oldKey) await deps.storage.delete(oldKey).catch(() => undefined);
  return withPendingEmail(deps.db, updated);
}

export function getUserCount(db: Db): Promise<number> {
  return countUsers(db);
}
