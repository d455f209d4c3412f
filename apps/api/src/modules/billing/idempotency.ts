import { createHash } from 'node:crypto';
import { messages } from '@canvas/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { claimIdempotencyKey, findIdempotencyKey, type IdempotencyRow } from './queries';

/**
 * Idempotency keys of `POST /api/pay/subscribe` (decision 029). The browser sends one key per
 * payment attempt and the same key again when it retries or re-reads that attempt. The attempt is
 * recorded (`started`) before anything else happens; the same key with the same body then answers
 * what the first request answered (waiting while it runs), the same key with another body is
 * refused, and an attempt left `started` by a crash is finished by the reconcile.
 */

/** Printable ASCII, like the header Stripe takes (a UUID from the browser fits easily). */
const KEY_PATTERN = /^[\x21-\x7e]{8,255}$/;

/** How long a replay waits for the first request of its key before giving up (a payment takes seconds). */
export const REPLAY_WAIT_MS = 20_000;
const REPLAY_POLL_MS = 100;

export function requireIdempotencyKey(header: string | string[] | undefined): string {
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || !KEY_PATTERN.test(key)) {
    throw new AppError('badRequest', 'An Idempotency-Key header (8 to 255 characters) is required.', {
      field: 'Idempotency-Key',
    });
  }
  return key;
}

/** JSON with sorted keys: the same body sent twice hashes the same whatever its key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, entry]) => `${JSON.stringify(name)}:${canonical(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export const requestHash = (body: unknown) => createHash('sha256').update(canonical(body)).digest('hex');

export type Attempt = { fresh: true } | { fresh: false; row: IdempotencyRow };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Records a new attempt, or answers the one recorded under the key: refused when its body differs,
 * waited for while it is `started` (a double submit lands here), then returned for replay.
 */
export async function beginAttempt(
  db: Db,
  input: { userId: number; key: string; operation: string; requestHash: string },
  waitMs = REPLAY_WAIT_MS,
): Promise<Attempt> {
  if (await claimIdempotencyKey(db, input)) return { fresh: true };
  const deadline = Date.now() + waitMs;
  for (;;) {
    const row = await findIdempotencyKey(db, input.userId, input.key);
    // Gone: the first request was refused before anything happened and let the key go; try again.
    if (!row) {
      if (await claimIdempotencyKey(db, input)) return { fresh: true };
      continue;
    }
    if (row.operation !== input.operation || row.requestHash !== input.requestHash) {
      throw new AppError('conflict', messages.idempotencyKeyReused, { field: 'Idempotency-Key' });
    }
    if (row.state === 'done') return { fresh: false, row };
    if (Date.now() >= deadline) throw new AppError('conflict', messages.tooManyRequests);
    await sleep(REPLAY_POLL_MS);
  }
}
