import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser, useTestApp } from '../../../test/helper';
import { loginThrottle, sessions } from '../../db/schema';
import { purgeExpiredAuthState } from './housekeeping';

const t = useTestApp();

describe('auth housekeeping', () => {
  it('drops expired sessions and ended throttle windows, and keeps live ones', async () => {
    const { db } = t.database;
    const user = await createUser(t.database);
    const hour = 60 * 60 * 1000;
    await db.insert(sessions).values([
      { id: `expired-${user.id}`, userId: user.id, expiresAt: new Date(Date.now() - hour) },
      { id: `live-${user.id}`, userId: user.id, expiresAt: new Date(Date.now() + hour) },
    ]);
    await db.insert(loginThrottle).values([
      { key: `account:stale-${user.id}`, failures: 3, windowStartedAt: sql`now() - interval '25 hours'` },
      { key: `account:fresh-${user.id}`, failures: 3 },
      // A daily email cap two hours into its day is still counting.
      { key: `mail:reset:${user.id}`, failures: 2, windowStartedAt: sql`now() - interval '2 hours'` },
    ]);

    await purgeExpiredAuthState({ db, loginLimits: t.config.loginLimits });

    const remainingSessions = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    expect(remainingSessions.map((row) => row.id)).toEqual([`live-${user.id}`]);
    const remainingThrottles = await db
      .select({ key: loginThrottle.key })
      .from(loginThrottle)
      .where(
        inArray(loginThrottle.key, [
          `account:stale-${user.id}`,
          `account:fresh-${user.id}`,
          `mail:reset:${user.id}`,
        ]),
      );
    expect(remainingThrottles.map((row) => row.key).sort()).toEqual([
      `account:fresh-${user.id}`,
      `mail:reset:${user.id}`,
    ]);
  });
});
