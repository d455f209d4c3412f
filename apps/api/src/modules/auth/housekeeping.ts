import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { deleteEndedThrottleWindows } from '../../lib/throttle';
import { deleteExpiredOAuthGrants, deleteExpiredSessions } from './queries';

/**
 * Drops expired sessions and ended sign-in throttle windows. Idempotent, so every API process may
 * run it on its own timer (server.ts does, hourly) without coordination.
 */
export async function purgeExpiredAuthState(deps: { db: Db; loginLimits: Config['loginLimits'] }) {
  await deleteExpiredSessions(deps.db);
  await deleteExpiredOAuthGrants(deps.db);
  await deleteEndedThrottleWindows(deps.db, deps.loginLimits.windowMinutes);
}
