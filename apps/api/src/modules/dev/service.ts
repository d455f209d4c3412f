import { isAdminRole } from '@canvas/shared';
import type { Config } from '../../config';
import { isLoopbackHost } from '../../config-mode';
import type { UserRow } from '../../db/schema';
import { notFound } from '../../lib/errors';

export interface OutboxReader {
  /** The request came through a proxy (X-Forwarded-For or Forwarded). */
  forwarded: boolean;
  /** The signed-in caller, if any. */
  user: UserRow | null;
}

/**
 * The outbox holds every reset and verification link: it answers when the server listens on
 * loopback with no proxy in front (a proxy on the same machine makes a loopback server public; its
 * forwarding headers or TRUST_PROXY give it away), or to a signed-in admin. Anyone else gets the
 * 404 of a server without developer tools.
 */
export function assertMayReadOutbox(config: Pick<Config, 'host' | 'trustProxy'>, reader: OutboxReader): void {
  const localOnly = isLoopbackHost(config.host) && config.trustProxy === false && !reader.forwarded;
  if (localOnly) return;
  const { user } = reader;
  if (user && isAdminRole({ value: user.roleValue, isSuperAdmin: user.isSuperAdmin })) return;
  throw notFound();
}
