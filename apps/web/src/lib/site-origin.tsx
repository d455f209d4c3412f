import { createContext, type ReactNode, useContext } from 'react';

const SiteOriginContext = createContext<string | null>(null);

/**
 * The site's public address while a page is rendered on the server (the API's PUBLIC_URL), where
 * there is no window to read it from: a canvas's link and QR code are then in the first HTML.
 */
export function SiteOriginProvider({ origin, children }: { origin: string; children: ReactNode }) {
  return <SiteOriginContext value={origin}>{children}</SiteOriginContext>;
}

/** The site's address: the server's when rendering there, else the window's ('' when neither). */
export function useSiteOrigin(): string {
  const given = useContext(SiteOriginContext);
  if (given !== null) return given;
  return typeof window === 'undefined' ? '' : window.location.origin;
}
