/** Loopback host names as a URL's hostname spells them. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether a socket may be opened from a page of this origin (the handshake's `Origin` header).
 * Browsers always send it on WebSocket handshakes, so a missing one is a script outside a browser
 * and is refused like a foreign page: another site's page must never hold a member's socket.
 */
export function isAllowedOrigin(
  origin: string | undefined,
  origins: readonly string[],
  loopbackOrigins: boolean,
): boolean {
  if (!origin) return false;
  if (origins.includes(origin)) return true;
  if (!loopbackOrigins) return false;
  try {
    const url = new URL(origin);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      LOOPBACK_HOSTS.has(url.hostname) &&
      url.origin === origin
    );
  } catch {
    return false;
  }
}
