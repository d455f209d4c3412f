import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/**
 * Encrypts Instagram access tokens at rest with AES-256-GCM. The key is derived (HKDF-SHA256) from
 * INSTAGRAM_TOKEN_KEY, or from JWT_SECRET when that is unset, so a database dump alone does not
 * reveal the tokens. `context` (e.g. the canvas id) is bound as additional authenticated data: a
 * ciphertext copied to another row does not decrypt there.
 */
export class TokenCipher {
  readonly #key: Buffer;

  constructor(secret: string) {
    this.#key = Buffer.from(hkdfSync('sha256', secret, 'canvas', 'instagram-access-token', 32));
  }

  encrypt(plain: string, context: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv);
    cipher.setAAD(Buffer.from(context));
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    const tag = cipher.getAuthTag();
    return [VERSION, iv, tag, data]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  /** Throws when the value was altered, belongs to another context or another key. */
  decrypt(value: string, context: string): string {
    const [version, iv, tag, data] = value.split('.');
    if (version !== VERSION || !iv || !tag || data === undefined)
      throw new Error('unreadable token ciphertext');
    const decipher = createDecipheriv('aes-256-gcm', this.#key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  }
}
