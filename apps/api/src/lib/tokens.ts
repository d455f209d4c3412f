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
/**
 * The chat socket's token (issue 25): short-lived, so one copied out of a page or a log is soon
 * useless, and bound to the session that asked for it, so signing out refuses the socket too.
 */
export const CHAT_TOKEN_TTL_MS = 60 * 60 * 1000;
/** The audience of chat tokens: an access token never opens a socket and a chat token never calls the API. */
const CHAT_AUDIENCE = 'chat';

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
    return this.#signed(claims, expiresAt).sign(this.#key);
  }

  /** A chat token for the session of `claims`, valid until `expiresAt`. */
  signChat(claims: TokenClaims, expiresAt: Date): Promise<string> {
    return this.#signed(claims, expiresAt).setAudience(CHAT_AUDIENCE).sign(this.#key);
  }

  #signed(claims: TokenClaims, expiresAt: Date): SignJWT {
    return new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: ALGORITHM })
      .setSubject(String(claims.userId))
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000));
  }

  /** The claims of a well-formed, correctly signed, unexpired access token; null for anything else (a chat token too). */
  async verify(token: string): Promise<TokenClaims | null> {
    return this.#verified(token, null);
  }

  /** The claims of a well-formed, correctly signed, unexpired chat token; null for anything else (an access token too). */
  async verifyChat(token: string): Promise<TokenClaims | null> {
    return this.#verified(token, CHAT_AUDIENCE);
  }

  async #verified(token: string, audience: string | null): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.#key, {
        issuer: ISSUER,
        algorithms: [ALGORITHM],
        ...(audience ? { audience } : {}),
      });
      if (audience === null && payload.aud !== undefined) return null;
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || typeof payload.sid !== 'string') return null;
      return { userId, sessionId: payload.sid };
    } catch {
      return null;
    }
  }
}
