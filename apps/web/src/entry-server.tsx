import { LANDING_PAGES, type PublicPageInput, type RenderedPublicPage, templateOf } from '@canvas/shared';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { type IslandCollection, IslandCollector, islandIdPrefix, islandSlot } from '@/lib/define-island';
import { canvasKeys } from './api/canvases/keys';
import { canvasOpportunityKeys } from './api/opportunities/get-canvas-opportunities';
import { AppProvider } from './app/provider';
import { createRoutes } from './app/router';
import { type CollectedPageMeta, PageMetaCollector } from './components/page-meta';
import { badgeKeys } from './features/canvases/api/keys';
import { opportunityKeys } from './features/opportunities/api/keys';
import { IslandRoot } from './islands/island-root';
import { ApiError } from './lib/api-client';
import { createQueryClient } from './lib/query-client';
import { SiteOriginProvider } from './lib/site-origin';

export { PUBLIC_PAGE_TEMPLATES, type PublicPageInput, type RenderedPublicPage } from '@canvas/shared';

/** The pages rendered at build time, each with the route module that draws it (for its CSS and code). */
export const PRERENDERED_PAGES: { path: string; module: string }[] = [
  { path: '/', module: 'src/app/routes/home.tsx' },
  { path: '/contact-us', module: 'src/app/routes/contact-us.tsx' },
  ...LANDING_PAGES.map((page) => ({ path: `/${page}`, module: 'src/app/routes/landing.tsx' })),
];

/**
 * Build-time rendering of a public page for a signed-out visitor (scripts/prerender.mjs), so the
 * first paint needs no JavaScript. The page is static HTML but for its islands (src/islands/), each
 * rendered on its own, as the browser hydrates it (islands/start.tsx), into the slot the page left.
 * `hydrate={false}`: the router's hydration data would be an inline script, which the CSP forbids;
 * the public pages have no loaders.
 */
export async function render(
  pathname: string,
  queryClient?: QueryClient,
  origin?: string,
): Promise<{ html: string; meta: CollectedPageMeta }> {
  const handler = createStaticHandler(createRoutes());
  const context = await handler.query(new Request(new URL(pathname, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${pathname} answers ${context.status}, not a page`);
  if (context.errors) throw new Error(`${pathname} failed: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const meta: CollectedPageMeta = {};
  const islands: IslandCollection = new Map();
  const routes = <StaticRouterProvider router={router} context={context} hydrate={false} />;
  const page = renderToString(
    <StrictMode>
      <IslandCollector islands={islands}>
        <PageMetaCollector value={meta}>
          <AppProvider queryClient={queryClient}>
            {origin ? <SiteOriginProvider origin={origin}>{routes}</SiteOriginProvider> : routes}
          </AppProvider>
        </PageMetaCollector>
      </IslandCollector>
    </StrictMode>,
  );
  let html = page;
  for (const { index, name, Component, props } of islands.values()) {
    const markup = renderToString(
      <IslandRoot container={null} queryClient={createQueryClient()} Component={Component} props={props} />,
      { identifierPrefix: islandIdPrefix(name, index) },
    );
    if (!html.includes(islandSlot(index))) throw new Error(`${pathname}: island ${name} left no slot`);
    html = html.replace(islandSlot(index), () => markup);
  }
  return { html, meta };
}

/** A query the page will make, answered with what the API answered (or its error) before rendering. */
function seed(client: QueryClient, queryKey: QueryKey, answer: { data: unknown } | { error: ApiError }) {
  if ('data' in answer) {
    client.setQueryData(queryKey, answer.data);
    return;
  }
  // A failed query is fetched again when a component mounts it, so its first render would draw the
  // page's loading state; the page must draw its error (its not-found state) as a visitor sees it.
  client.setQueryDefaults(queryKey, { retryOnMount: false });
  client
    .getQueryCache()
    .build(client, { queryKey, retry: false })
    .setState({ status: 'error', error: answer.error, fetchStatus: 'idle', errorUpdatedAt: 0 });
}

const NOT_FOUND = () => new ApiError({ status: 404, code: 404, message: 'Not found' });

/** The `{slug or id}` of a public page's path, as the route's params read it. */
function refOf(path: string): string {
  return path.split('/').filter(Boolean)[1] ?? '';
}

/**
 * Renders a public canvas or opportunity page on request (the API calls it, docs/decisions/035):
 * the page's own route, drawn from the API answers a visitor's browser would have fetched, with its
 * islands in place. A page that is not there (private, draft, deleted) draws the same not-found
 * state the app shows.
 */
export async function renderPublicPage(input: PublicPageInput): Promise<RenderedPublicPage> {
  const client = createQueryClient();
  const ref = refOf(input.path);
  if (input.kind === 'canvas') {
    seed(client, canvasKeys.detail(ref), { data: input.canvas });
    seed(client, canvasOpportunityKeys.canvas(input.canvas.id), { data: input.opportunities });
    // The awards' badges: the awards section hands them to its island, which draws them at once.
    const awards = input.canvas.achievements;
    if (awards.length > 0) seed(client, badgeKeys.match(awards), { data: input.badges });
  } else if (input.kind === 'opportunity') {
    seed(client, opportunityKeys.detail(ref), { data: input.opportunity });
  } else {
    const key = input.what === 'canvas' ? canvasKeys.detail(ref) : opportunityKeys.detail(ref);
    seed(client, key, { error: NOT_FOUND() });
  }
  const { html, meta } = await render(input.path, client, input.kind === 'canvas' ? input.origin : undefined);
  return {
    html,
    title: meta.title ?? '',
    description: meta.description ?? '',
    template: templateOf(input),
    // Named by the page's hero (PageLcpImage): the first screen's picture is preloaded.
    lcpImage: meta.lcpImage ?? null,
  };
}
