import { LANDING_PAGES } from '@canvas/shared';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { type IslandCollection, IslandCollector, islandIdPrefix, islandSlot } from '@/lib/define-island';
import { AppProvider } from './app/provider';
import { createRoutes } from './app/router';
import { type CollectedPageMeta, PageMetaCollector } from './components/page-meta';
import { IslandRoot } from './islands/island-root';
import { createQueryClient } from './lib/query-client';

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
export async function render(pathname: string): Promise<{ html: string; meta: CollectedPageMeta }> {
  const handler = createStaticHandler(createRoutes());
  const context = await handler.query(new Request(new URL(pathname, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${pathname} answers ${context.status}, not a page`);
  if (context.errors) throw new Error(`${pathname} failed: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const meta: CollectedPageMeta = {};
  const islands: IslandCollection = new Map();
  const page = renderToString(
    <StrictMode>
      <IslandCollector islands={islands}>
        <PageMetaCollector value={meta}>
          <AppProvider>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
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
