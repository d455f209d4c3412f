import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { deleteEndedThrottleWindows, LONGEST_WINDOW_MINUTES } from '../../lib/throttle';
import { deleteExpiredOAuthGrants, deleteExpiredSessions } from './queries';

/**
 * Drops expired sessions and ended throttle windows. Idempotent, so every API process may
 * run it on its own timer (server.ts does, hourly) without coordination.
 */
export async function purgeExpiredAuthState(deps: { db: Db; loginLimits: Config['loginLimits'] }) {
  await deleteExpiredSessions(deps.db);
  await deleteExpiredOAuthGrants(deps.db);
  // Only counters past every caller's window: the daily email caps share the table.
  await deleteEndedThrottleWindows(deps.db, Math.max(deps.loginLimits.windowMinutes, LONGEST_WINDOW_MINUTES));
}
