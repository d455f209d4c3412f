import { createHash, randomBytes } from 'node:crypto';
import { TOKEN_TTL_DAYS } from '@canvas/shared';
import { jwtVerify, SignJWT } from 'jose';

/**
 * Token primitives several areas share: the signed access token naming a session (auth), and
 * one-time tokens for links and OAuth grants (auth, users, instagram), stored only as hashes.
 */

const ISSUER = 'canvas';
const ALGORITHM = 'HS256';
export const TOKEN_TTL_MS = TOKEN_TTL_DAYS * 24 * 60 * 60 * 1000;

export interface TokenClaims {
  userId: number;
  sessionId: string;
}

export function newSessionId(): string {
  return randomBytes(18).toString('base64url');
}

/** SHA-256 of a one-time token or code key: what the database keeps instead of the value. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A one-time token for a link (verify email, reset password, confirm a new email, OAuth grants):
 * 256 random bits as base64url (43 characters), and the hash to store.
 */
export function newOneTimeToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export class TokenSigner {
  readonly #key: Uint8Array;

  constructor(secret: string) {
    this.#key = new TextEncoder().encode(secret);
  }

  sign(claims: TokenClaims, expiresAt: Date): Promise<string> {
    return new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: ALGORITHM })
      .setSubject(String(claims.userId))
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.#key);
  }

  /** The claims of a well-formed, correctly signed, unexpired token; null for anything else. */
  async verify(token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.#key, { issuer: ISSUER, algorithms: [ALGORITHM] });
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || typeof payload.sid !== 'string') return null;
      return { userId, sessionId: payload.sid };
    } catch {
      return null;
    }
  }
}
