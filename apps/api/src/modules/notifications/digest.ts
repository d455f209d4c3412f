import { EMAIL_JOB } from '../../adapters/email';
import type { Db } from '../../db/client';
import { claimOnce } from '../../lib/throttle';
import { findUserById } from '../users/service';
import { digestEmail } from './emails';
import { claimDigestNotifications, type DigestWindow, findDigestUserIds } from './queries';
import type { NotificationsDeps } from './service';

/**
 * The daily digest (README.md): one email per user and UTC day listing the notifications of the
 * previous days that no email has carried, for users whose `daily` switch is on. Every API process
 * runs it every hour (server.ts); SKIP LOCKED claims and a once-a-day key make it send once.
 */

/** How often each API process looks for digests to send (server.ts). */
export const DIGEST_EVERY_MS = 60 * 60 * 1000;
/** Notifications older than this are no longer worth a digest (a user who just turned `daily` on). */
export const DIGEST_LOOKBACK_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
const USER_BATCH = 100;

/** Thrown inside a digest transaction to roll it back: another process sent today's digest first. */
class AlreadySentToday extends Error {}

export interface DigestReport {
  sent: number;
  notifications: number;
}

/** The window a digest run on `now`'s UTC day covers, and that day's key. */
export function digestWindow(now: Date): DigestWindow & { day: string } {
  const before = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return {
    before,
    from: new Date(before.getTime() - DIGEST_LOOKBACK_DAYS * DAY_MS),
    day: before.toISOString().slice(0, 10),
  };
}

async function sendDigest(
  deps: NotificationsDeps,
  userId: number,
  window: DigestWindow & { day: string },
): Promise<number> {
  try {
    return await deps.db.transaction(async (tx: Db) => {
      const owner = await findUserById(tx, userId);
      if (!owner?.notifyDaily) return 0;
      const items = await claimDigestNotifications(tx, userId, window);
      if (items.length === 0) return 0;
      if (!(await claimOnce(tx, `digest:${userId}:${window.day}`))) throw new AlreadySentToday();
      const message = digestEmail({
        to: { email: owner.email, firstName: owner.firstName },
        items,
        publicUrl: deps.publicUrl,
      });
      await deps.jobs.enqueue(EMAIL_JOB, message, { db: tx });
      return items.length;
    });
  } catch (error) {
    if (error instanceof AlreadySentToday) return 0;
    throw error;
  }
}

/** Sends the digests due on `now`'s UTC day; safe to run from several processes at once. */
export async function runDailyDigest(deps: NotificationsDeps, now = new Date()): Promise<DigestReport> {
  const window = digestWindow(now);
  const report: DigestReport = { sent: 0, notifications: 0 };
  let afterUserId = 0;
  for (;;) {
    const userIds = await findDigestUserIds(deps.db, window, afterUserId, USER_BATCH);
    for (const userId of userIds) {
      const count = await sendDigest(deps, userId, window);
      if (count > 0) {
        report.sent += 1;
        report.notifications += count;
      }
    }
    const last = userIds.at(-1);
    if (last === undefined || userIds.length < USER_BATCH) return report;
    afterUserId = last;
  }
}
