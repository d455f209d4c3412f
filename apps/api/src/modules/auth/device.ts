import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The device cookie (OWASP "device cookies"): a successful sign-in leaves an HttpOnly cookie naming
 * the account, signed by the server. A device that carries one for the account being signed in to
 * is not held back by the account's failed-sign-in counter, so someone hammering a victim's email
 * cannot lock the victim out of the browsers they already use. It is no credential: the password
 * is still checked.
 */

export const DEVICE_COOKIE = 'canvas_device';
/** Sent only to the sign-in endpoint, the one place that reads it. */
const COOKIE_PATH = '/api/auth/login';
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

function signature(secret: string, body: string): Buffer {
  return createHmac('sha256', secret).update(`device:${body}`).digest();
}

/** A new cookie value for `userId`: `<userId>.<nonce>.<signature>`. */
export function newDeviceToken(secret: string, userId: number): string {
  const body = `${userId}.${randomBytes(12).toString('base64url')}`;
  return `${body}.${signature(secret, body).toString('base64url')}`;
}

/** The account a well-signed device token names, or null. */
export function deviceTokenUser(secret: string, token: string | undefined): number | null {
  const match = token ? /^(\d{1,12})\.([\w-]{16})\.([\w-]{43})$/.exec(token) : null;
  if (!match?.[1] || !match[2] || !match[3]) return null;
  const expected = signature(secret, `${match[1]}.${match[2]}`);
  const actual = Buffer.from(match[3], 'base64url');
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? Number(match[1]) : null;
}

/** The device cookie's value in a Cookie request header. */
export function readDeviceCookie(header: string | undefined): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [name, ...value] = part.trim().split('=');
    if (name === DEVICE_COOKIE) return value.join('=');
  }
  return undefined;
}

export function deviceCookieHeader(token: string, secure: boolean): string {
  return `${DEVICE_COOKIE}=${token}; Max-Age=${MAX_AGE_SECONDS}; Path=${COOKIE_PATH}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}
