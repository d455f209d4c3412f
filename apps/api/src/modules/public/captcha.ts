import { createHmac } from 'node:crypto';
import type { CaptchaChallenge } from '@canvas/shared';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Challenge, Solution } from 'altcha-lib/types';

/**
 * ALTCHA proof-of-work captcha (self-hosted): the server signs a challenge, the browser's widget
 * searches for the secret counter, and the server checks the answer and the signature. No third
 * party is involved and nothing is kept in memory, so any API process can verify any challenge.
 */

const ALGORITHM = 'PBKDF2/SHA-256';
/** How long a challenge may be solved and submitted. */
export const CAPTCHA_TTL_SECONDS = 10 * 60;

/** The HMAC secrets are derived from the token secret, so the captcha needs no configuration of its own. */
export function captchaSettings(jwtSecret: string, options: { cost: number; maxNumber: number }) {
  const derive = (purpose: string) => createHmac('sha256', jwtSecret).update(purpose).digest('hex');
  return {
    secret: derive('altcha-challenge-signature'),
    keySecret: derive('altcha-key-signature'),
    cost: options.cost,
    maxNumber: options.maxNumber,
  };
}
export type CaptchaKeys = ReturnType<typeof captchaSettings>;

export async function createCaptchaChallenge(keys: CaptchaKeys): Promise<CaptchaChallenge> {
  const challenge = await createChallenge({
    algorithm: ALGORITHM,
    cost: keys.cost,
    counter: randomInt(Math.floor(keys.maxNumber / 4), keys.maxNumber),
    deriveKey,
    expiresAt: Math.floor(Date.now() / 1000) + CAPTCHA_TTL_SECONDS,
    hmacSignatureSecret: keys.secret,
    hmacKeySignatureSecret: keys.keySecret,
  });
  return {
    parameters: challenge.parameters,
    ...(challenge.signature ? { signature: challenge.signature } : {}),
  };
}

export interface VerifiedCaptcha {
  /** Unique per challenge: recorded so one solution buys one submission. */
  challengeId: string;
  expiresAt: Date;
}

interface ClientPayload {
  challenge: Challenge;
  solution: Solution;
}

function parsePayload(code: string): ClientPayload | null {
  try {
    const payload = JSON.parse(Buffer.from(code, 'base64').toString('utf8')) as Partial<ClientPayload>;
    if (!payload?.challenge?.parameters || !payload.solution) return null;
    return payload as ClientPayload;
  } catch {
    return null;
  }
}

/** Checks the widget's payload (base64 JSON); null when it is malformed, forged, wrong or expired. */
export async function verifyCaptcha(keys: CaptchaKeys, code: string): Promise<VerifiedCaptcha | null> {
  const payload = parsePayload(code);
  if (!payload || payload.challenge.parameters.algorithm !== ALGORITHM) return null;
  try {
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: keys.secret,
      hmacKeySignatureSecret: keys.keySecret,
    });
    if (!result.verified) return null;
  } catch {
    return null;
  }
  const { nonce, expiresAt } = payload.challenge.parameters;
  return {
    challengeId: nonce,
    expiresAt: new Date((expiresAt ?? Math.floor(Date.now() / 1000) + CAPTCHA_TTL_SECONDS) * 1000),
  };
}
