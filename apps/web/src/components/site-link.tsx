import {
  type AnchorHTMLAttributes,
  type ComponentType,
  createContext,
  type ReactNode,
  type Ref,
  useContext,
  useMemo,
} from 'react';

export type SiteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A path on this site. */
  to: string;
  ref?: Ref<HTMLAnchorElement>;
};

interface SiteRouting {
  Link: ComponentType<SiteLinkProps>;
  navigate: (to: string) => void;
  /** The router's current query string ('?a=1' or ''). */
  search: string;
  /** The router's current path. */
  pathname?: string;
}

const SiteRoutingContext = createContext<SiteRouting | null>(null);

/**
 * Gives SiteLink and useSiteNavigate the app's router (app/layout/root-layout.tsx). Without it, on
 * a page whose parts are hydrated as islands (src/islands/), links are plain anchors and navigating
 * loads the next page.
 */
export function SiteRoutingProvider({
  Link,
  navigate,
  search,
  pathname,
  children,
}: SiteRouting & { children: ReactNode }) {
  const value = useMemo(() => ({ Link, navigate, search, pathname }), [Link, navigate, search, pathname]);
  return <SiteRoutingContext value={value}>{children}</SiteRoutingContext>;
}

/**
 * A link to a page of this site, for components that also live in islands (the header, the
 * marketing sections, the contact form): the router's Link inside the app, `<a href>` outside it.
 * Use it as Mantine's `component={SiteLink}` with `to`.
 */
export function SiteLink({ to, ref, ...props }: SiteLinkProps) {
  const routing = useContext(SiteRoutingContext);
  if (routing) return <routing.Link to={to} ref={ref} {...props} />;
  return <a href={to} ref={ref} {...props} />;
}

/** Goes to a page of this site: through the router inside the app, a page load outside it. */
export function useSiteNavigate(): (to: string) => void {
  const routing = useContext(SiteRoutingContext);
  return routing?.navigate ?? navigateByPageLoad;
}

/**
 * Reads the page's current query string, for event handlers and effects (never for rendering: a
 * prerendered island's markup is the same whatever the query).
 */
export function useCurrentSearch(): () => string {
  const routing = useContext(SiteRoutingContext);
  const search = routing?.search;
  return () => search ?? window.location.search;
}

/** Reads the page's current path, for event handlers and effects (like useCurrentSearch). */
export function useCurrentPath(): () => string {
  const routing = useContext(SiteRoutingContext);
  const pathname = routing?.pathname;
  return () => pathname ?? window.location.pathname;
}

/** Whether this renders inside the app (its router), rather than in an island of a static page. */
export function useInsideApp(): boolean {
  return useContext(SiteRoutingContext) !== null;
}

function navigateByPageLoad(to: string): void {
  window.location.assign(to);
}
